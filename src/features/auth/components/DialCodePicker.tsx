// A custom combobox/listbox because a native <select> cannot show the flag images of §7.
/* oxlint-disable jsx-a11y/prefer-tag-over-role */
import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { CountriesValue } from '@/api/models';
import { Icon } from '@/components/Icon';
import { raisedEdge } from '@/components/surface';
import { DIAL_CODE_CLOSE_DELAY_MS, flagUrl } from '../lib/dial-code';
import { theme } from '@/theme/theme';

const Wrap = styled.div`
  position: relative;
  display: flex;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  height: 36px;
  padding: 0 ${theme.space(2)};
  border: 0;
  border-inline-end: 1px solid ${theme.colours.border};
  border-radius: ${theme.radius.sm} 0 0 ${theme.radius.sm};
  background: transparent;
  color: ${theme.colours.text};
  font: inherit;
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.colours.focusRing};
  }
`;

const Flag = styled.img`
  width: 18px;
  height: 18px;
  border-radius: 50%;
  object-fit: cover;
  background: ${theme.colours.surfaceSunken};
  flex: none;
`;

const List = styled.ul`
  position: absolute;
  top: calc(100% + 6px);
  inset-inline-start: -4px;
  z-index: ${theme.z.dropdown};
  width: min(280px, 80vw);
  max-height: 260px;
  margin: 0;
  padding: ${theme.space(1)};
  overflow: auto;
  list-style: none;
  background: ${theme.colours.surfaceRaised};
  ${raisedEdge('md', 'md')};
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(2)};
  border-radius: ${theme.radius.sm};
  color: ${theme.colours.text};
  font-size: ${theme.font.size.sm};
  cursor: pointer;
  .code {
    margin-inline-start: auto;
    color: ${theme.colours.textMuted};
    font-variant-numeric: tabular-nums;
  }
  &[aria-selected='true'] {
    font-weight: ${theme.font.weight.medium};
  }
  &[data-active='true'],
  &:hover {
    background: ${theme.colours.primarySoft};
  }
`;

/**
 * The country dialling-code picker beside a mobile field (§4). Opens on focus,
 * closes 200 ms after blur (so a click on an option lands first), and works by
 * keyboard as a listbox: arrows move, Enter picks, Escape closes.
 */
export function DialCodePicker({ countries, value, onChange }: { countries: CountriesValue; value: string; onChange: (code: string) => void }) {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const closeTimer = useRef<number | undefined>(undefined);
  const list = countries.list;
  const selected = list.find((c) => c.countryDialingCode.replace(/^\+/, '') === value);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const show = () => {
    window.clearTimeout(closeTimer.current);
    setActive(Math.max(0, list.indexOf(selected ?? list[0]!)));
    setOpen(true);
  };
  const pick = (i: number) => {
    const c = list[i];
    if (c) onChange(c.countryDialingCode.replace(/^\+/, ''));
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return show();
      setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : -1) + list.length) % list.length);
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      pick(active);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      e.stopPropagation(); // close the list, not the dialog around it
      setOpen(false);
    }
  };

  if (list.length === 0) return null;
  const label = intl.formatMessage({ id: 'auth.dialCode.label' });
  return (
    <Wrap>
      <Trigger
        type="button"
        role="combobox"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open ? `${id}-opt-${active}` : undefined}
        onFocus={show}
        onClick={() => (open ? setOpen(false) : show())}
        onBlur={() => {
          closeTimer.current = window.setTimeout(() => setOpen(false), DIAL_CODE_CLOSE_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
        data-testid="dial-code"
      >
        {selected && countries.imageBaseUrl && <Flag src={flagUrl(countries.imageBaseUrl, selected.countryCode)} alt="" />}
        <span>+{value}</span>
        <Icon name="chevron-down" size={14} />
      </Trigger>
      {open && (
        <List id={`${id}-list`} role="listbox" aria-label={label}>
          {list.map((c, i) => (
            <Option
              key={c.countryCode}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={c === selected}
              data-active={i === active}
              // mousedown would blur the trigger first; keep focus, pick on click.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(i)}
            >
              {countries.imageBaseUrl && <Flag src={flagUrl(countries.imageBaseUrl, c.countryCode)} alt="" loading="lazy" />}
              <span>{c.name}</span>
              <span className="code">+{c.countryDialingCode.replace(/^\+/, '')}</span>
            </Option>
          ))}
        </List>
      )}
    </Wrap>
  );
}

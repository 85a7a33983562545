import styled from '@emotion/styled';
import { css } from '@emotion/react';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Chip, ChipGroup } from '@/components/Chip';
import { Icon, type IconName } from '@/components/Icon';
import { IconButton } from '@/components/IconButton';
import { useDebouncedValue } from '@/components/useDebouncedValue';
import type { LobbyView } from '../lib/lobby-params';
import { Stack } from '@/components/Stack';
import { theme } from '@/theme/theme';

/** Typing settles for this long before a search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Minimum-bet filter choices (in the brand's currency). */
export const MIN_BET_OPTIONS = [0.1, 0.5, 1, 5, 10] as const;

/** Search grows; the two selects share the rest (half each on a phone). */
const Filters = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space(2)};
  > search {
    grid-column: 1 / -1;
  }
  ${theme.breakpoint.md} {
    grid-template-columns: minmax(0, 1fr) 180px 180px;
    > search {
      grid-column: auto;
    }
    &[data-classify='false'] {
      grid-template-columns: minmax(0, 1fr) 180px;
    }
  }
`;

const SearchBox = styled('search')`
  display: block;
  position: relative;
  min-width: 0;
  svg {
    position: absolute;
    top: 50%;
    inset-inline-start: ${theme.space(3)};
    transform: translateY(-50%);
    color: ${theme.colours.textMuted};
    pointer-events: none;
  }
`;

const control = css`
  height: ${theme.space(10)};
  border: 1px solid ${theme.colours.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colours.surface};
  color: ${theme.colours.text};
  font: inherit;
  font-size: ${theme.font.size.sm};
  &:hover {
    border-color: ${theme.colours.borderStrong};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colours.focusRing};
    outline-offset: 1px;
    border-color: ${theme.colours.primary};
  }
`;

const SearchInput = styled.input`
  ${control}
  width: 100%;
  padding: 0 ${theme.space(10)} 0 ${theme.space(10)};
  &::placeholder {
    color: ${theme.colours.textMuted};
  }
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

// Inside the search field: the compact icon control, round and a little smaller.
const Clear = styled(IconButton)`
  position: absolute;
  top: 50%;
  inset-inline-end: ${theme.space(1)};
  transform: translateY(-50%);
  width: 32px;
  height: 32px;
  border-radius: 50%;
  svg {
    position: static;
    transform: none;
  }
`;

const Select = styled.select`
  ${control}
  width: 100%;
  min-width: 0;
  padding: 0 ${theme.space(2)};
  cursor: pointer;
`;

/** One line that scrolls sideways on a narrow phone rather than wrapping. */
const Views = styled(ChipGroup)`
  flex-wrap: nowrap;
  overflow-x: auto;
  scrollbar-width: none;
`;

/** A chip with an icon; the views not chosen stay muted until hovered. */
const ViewButton = styled(Chip)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  flex: none;
  height: ${theme.space(9)};
  color: ${theme.colours.textMuted};
  &:hover {
    color: ${theme.colours.text};
    border-color: ${theme.colours.borderStrong};
  }
  &[aria-pressed='true'] {
    border-color: ${theme.colours.primary};
    color: ${theme.colours.onPrimary};
  }
  &:focus-visible {
    outline-width: 3px;
  }
`;

const VIEW_ICONS: Record<LobbyView, IconName> = { all: 'dice', hot: 'star', recent: 'clock', favourites: 'heart' };

export interface LobbyToolbarProps {
  q: string;
  onSearch: (q: string) => void;
  classifies: readonly string[];
  classify: string | null;
  onClassify: (c: string | null) => void;
  minBet: number | null;
  onMinBet: (m: number | null) => void;
  view: LobbyView;
  onView: (v: LobbyView) => void;
  /** Search and filters apply to the full list only. */
  filtersEnabled: boolean;
}

export const LobbyToolbar = memo(function LobbyToolbar(p: LobbyToolbarProps) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState(p.q);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const { onSearch, q } = p;
  const sent = useRef(q);

  const submit = (value: string) => {
    if (value === sent.current) return;
    sent.current = value;
    onSearch(value);
  };
  // Only a settled edit searches; the ref keeps this from echoing the address back.
  useEffect(() => {
    if (settled === sent.current) return;
    sent.current = settled;
    onSearch(settled);
  }, [settled, onSearch]);
  // The address changed under us (back button, a link): show it. Our own
  // searches are skipped, so keys typed while a search is in flight are kept.
  useEffect(() => {
    if (q === sent.current) return;
    sent.current = q;
    setText(q);
  }, [q]);

  return (
    <Stack data-gap="tight">
      <Views>
        <legend style={visuallyHidden}>{intl.formatMessage({ id: 'lobby.views' })}</legend>
        {(['all', 'hot', 'recent', 'favourites'] as const).map((v) => (
          <ViewButton key={v} type="button" aria-pressed={p.view === v} onClick={() => p.onView(v)} data-view={v}>
            <Icon name={VIEW_ICONS[v]} size={16} />
            {intl.formatMessage({ id: `lobby.view.${v}` })}
          </ViewButton>
        ))}
      </Views>
      {p.filtersEnabled && (
        <Filters data-classify={p.classifies.length > 0}>
          <SearchBox>
            <Icon name="search" size={18} />
            <label htmlFor={`${id}-q`} className="visually-hidden" style={visuallyHidden}>
              {intl.formatMessage({ id: 'lobby.search.label' })}
            </label>
            <SearchInput
              id={`${id}-q`}
              type="search"
              value={text}
              maxLength={64}
              autoComplete="off"
              enterKeyHint="search"
              placeholder={intl.formatMessage({ id: 'lobby.search.placeholder' })}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') submit(text); // no need to wait for the debounce
                if (e.key === 'Escape' && text) setText('');
              }}
            />
            {text && (
              <Clear type="button" aria-label={intl.formatMessage({ id: 'lobby.search.clear' })} onClick={() => setText('')}>
                <Icon name="close" size={16} />
              </Clear>
            )}
          </SearchBox>
          {p.classifies.length > 0 && (
            <Select
              aria-label={intl.formatMessage({ id: 'lobby.filter.classify' })}
              value={p.classify ?? ''}
              onChange={(e) => p.onClassify(e.target.value || null)}
            >
              <option value="">{intl.formatMessage({ id: 'lobby.filter.allTypes' })}</option>
              {p.classifies.map((c) => (
                <option key={c} value={c}>
                  {intl.formatMessage({ id: `lobby.classify.${c}`, defaultMessage: c })}
                </option>
              ))}
            </Select>
          )}
          <Select
            aria-label={intl.formatMessage({ id: 'lobby.filter.minBet' })}
            value={p.minBet ?? ''}
            onChange={(e) => p.onMinBet(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{intl.formatMessage({ id: 'lobby.filter.anyBet' })}</option>
            {MIN_BET_OPTIONS.map((m) => (
              <option key={m} value={m}>
                {intl.formatMessage({ id: 'lobby.filter.minBetValue' }, { value: intl.formatNumber(m) })}
              </option>
            ))}
          </Select>
        </Filters>
      )}
    </Stack>
  );
});

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

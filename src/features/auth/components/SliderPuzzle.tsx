import styled from '@emotion/styled';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import type { HumanChallenge } from '@/api/types.generated';
import { Icon } from '@/components/Icon';
import { theme } from '@/theme/theme';

type Puzzle = NonNullable<HumanChallenge['puzzle']>;
/** The drag handle's width, CSS pixels. */
const HANDLE = 56;

const Stage = styled.div`
  position: relative;
  width: 100%;
  overflow: hidden;
  border-radius: ${theme.radius.md};
  background: ${theme.colours.surfaceSunken};
  img {
    display: block;
    width: 100%;
    height: auto;
    user-select: none;
    -webkit-user-drag: none;
  }
  .piece {
    position: absolute;
    top: 0;
    left: 0;
    box-shadow: 0 2px 8px rgb(0 0 0 / 45%);
    pointer-events: none;
  }
`;

const Track = styled.div`
  position: relative;
  height: 44px;
  margin-top: ${theme.space(3)};
  border: 1px solid ${theme.colours.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.colours.surfaceSunken};
  color: ${theme.colours.textMuted};
  font-size: ${theme.font.size.sm};
  display: flex;
  align-items: center;
  justify-content: center;
  touch-action: none;
  user-select: none;
  [role='slider'] {
    position: absolute;
    top: 1px;
    left: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    width: ${HANDLE}px;
    height: 40px;
    border-radius: ${theme.radius.pill};
    background: ${theme.colours.primary};
    color: ${theme.colours.onPrimary};
    cursor: grab;
    touch-action: none;
    &:focus-visible {
      outline: 3px solid ${theme.colours.focusRing};
      outline-offset: 2px;
    }
    &[aria-disabled='true'] {
      cursor: progress;
      opacity: 0.7;
    }
  }
`;

const KEY_STEP = 2;
const KEY_STEP_LARGE = 10;
/** The trail sent with the answer: at most this many (ms, x) points, enough to tell a drag from a jump. */
const MAX_TRAIL = 40;

/**
 * The slider puzzle (geetest kind): drag the handle, and the piece moves with it, until the piece sits in the
 * gap of the picture; letting go answers. Keyboard: arrows move the piece (Shift for larger steps), Enter
 * answers. The answer is in the picture's own pixels (the platform knows where the gap is, the page does not).
 */
export function SliderPuzzle({ puzzle, busy, onAnswer }: { puzzle: Puzzle; busy: boolean; onAnswer: (answer: string) => void }) {
  const intl = useIntl();
  const [x, setX] = useState(0);
  // The latest position for the handlers (a pointer-up may arrive before the last move's render).
  const at = useRef(0);
  const trail = useRef<[number, number][]>([]);
  const dragging = useRef(false);
  const max = puzzle.width - puzzle.piece;

  const move = (next: number) => {
    const clamped = Math.max(0, Math.min(max, Math.round(next)));
    at.current = clamped;
    setX(clamped);
    trail.current.push([Math.round(performance.now()), clamped]);
  };
  const answer = (position: number) => {
    const points = trail.current;
    const step = Math.max(1, Math.ceil(points.length / MAX_TRAIL));
    const sampled = points.filter((_, i) => i % step === 0 || i === points.length - 1);
    trail.current = [];
    onAnswer(JSON.stringify({ x: position, trail: sampled }));
  };

  const down = (e: PointerEvent<HTMLDivElement>) => {
    if (busy) return;
    dragging.current = true;
    e.currentTarget.setPointerCapture(e.pointerId);
    trail.current = [[Math.round(performance.now()), at.current]];
  };
  const drag = (e: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    // The handle's centre follows the pointer; its travel along the track is the piece's along the picture.
    const rect = e.currentTarget.parentElement!.getBoundingClientRect();
    move(((e.clientX - rect.left - HANDLE / 2) / (rect.width - HANDLE)) * max);
  };
  const up = () => {
    if (!dragging.current) return;
    dragging.current = false;
    answer(at.current);
  };
  const key = (e: KeyboardEvent<HTMLDivElement>) => {
    if (busy) return;
    const step = e.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    if (e.key === 'ArrowRight' || e.key === 'ArrowUp') move(at.current + step);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') move(at.current - step);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'Enter' || e.key === ' ') answer(at.current);
    else return;
    e.preventDefault();
  };

  const left = `${(x / puzzle.width) * 100}%`;
  return (
    <div>
      <Stage data-testid="slider-puzzle">
        <img src={puzzle.image} width={puzzle.width} height={puzzle.height} alt={intl.formatMessage({ id: 'auth.human.slider.picture' })} />
        <img
          className="piece"
          src={puzzle.pieceImage}
          alt=""
          style={{ left, top: `${(puzzle.y / puzzle.height) * 100}%`, width: `${(puzzle.piece / puzzle.width) * 100}%` }}
        />
      </Stage>
      <Track>
        <span aria-hidden="true">{intl.formatMessage({ id: 'auth.human.slider.hint' })}</span>
        <div
          role="slider"
          tabIndex={0}
          aria-label={intl.formatMessage({ id: 'auth.human.slider.label' })}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={x}
          aria-disabled={busy}
          data-testid="slider-handle"
          style={{ left: `calc(${(x / max) * 100}% - ${(x / max) * HANDLE}px)` }}
          onPointerDown={down}
          onPointerMove={drag}
          onPointerUp={up}
          onPointerCancel={up}
          onKeyDown={key}
        >
          <Icon name="chevron-right" size={20} />
        </div>
      </Track>
    </div>
  );
}

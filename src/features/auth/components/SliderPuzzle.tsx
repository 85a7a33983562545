import styled from '@emotion/styled';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { HumanChallenge } from '@/api/types.generated';
import { Icon } from '@/components/Icon';
import { controlFace } from '@/components/control-face';
import { theme } from '@/theme/theme';
import { noteText } from '@/components/note-text';

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
  ${controlFace('pill', 'surfaceSunken')};
  ${noteText('muted', 'sm')};
  display: flex;
  align-items: center;
  justify-content: center;
  user-select: none;
  .grip {
    position: absolute;
    top: 1px;
    z-index: 1;
    display: flex;
    align-items: center;
    justify-content: center;
    width: ${HANDLE}px;
    height: 40px;
    color: ${theme.colours.onPrimary};
    pointer-events: none;
  }
  /* The handle is the range's thumb: the native control gives keyboard, pointer and screen-reader use. */
  input {
    position: absolute;
    inset: 1px;
    width: calc(100% - 2px);
    height: 40px;
    margin: 0;
    appearance: none;
    background: transparent;
    cursor: grab;
    touch-action: none;
    border-radius: ${theme.radius.pill};
    &:focus-visible {
      outline: 3px solid ${theme.colours.focusRing};
      outline-offset: 3px;
    }
    &:disabled {
      cursor: progress;
      opacity: 0.7;
    }
    &::-webkit-slider-thumb {
      appearance: none;
      width: ${HANDLE}px;
      height: 40px;
      border: 0;
      border-radius: ${theme.radius.pill};
      background: ${theme.colours.primary};
    }
    &::-moz-range-thumb {
      width: ${HANDLE}px;
      height: 40px;
      border: 0;
      border-radius: ${theme.radius.pill};
      background: ${theme.colours.primary};
    }
  }
`;

/** The trail sent with the answer: at most this many (ms, x) points, enough to tell a drag from a jump. */
const MAX_TRAIL = 40;

/**
 * The slider puzzle (geetest kind): drag the handle, and the piece moves with it, until the piece sits in the
 * gap of the picture; letting go answers. It is a native range: arrows move the piece, Enter answers, and a
 * screen reader names it. The answer is in the picture's own pixels (the platform knows where the gap is, the page does not).
 */
export function SliderPuzzle({ puzzle, busy, onAnswer }: { puzzle: Puzzle; busy: boolean; onAnswer: (answer: string) => void }) {
  const intl = useIntl();
  const [x, setX] = useState(0);
  // The latest position for the handlers (a pointer-up may arrive before the last move's render).
  const at = useRef(0);
  const trail = useRef<[number, number][]>([]);
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

  const key = (e: KeyboardEvent<HTMLInputElement>) => {
    if (busy || e.key !== 'Enter') return;
    e.preventDefault();
    answer(at.current);
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
        <input
          type="range"
          min={0}
          max={max}
          step={1}
          value={x}
          disabled={busy}
          aria-label={intl.formatMessage({ id: 'auth.human.slider.label' })}
          data-testid="slider-handle"
          onPointerDown={() => (trail.current = [[Math.round(performance.now()), at.current]])}
          onChange={(e) => move(Number(e.target.value))}
          onPointerUp={() => answer(at.current)}
          onKeyDown={key}
        />
        <span className="grip" aria-hidden="true" style={{ left: `calc(${(x / max) * 100}% - ${(x / max) * (HANDLE - 2)}px + 1px)` }}>
          <Icon name="chevron-right" size={20} />
        </span>
      </Track>
    </div>
  );
}

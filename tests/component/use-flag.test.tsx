// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useFlag } from '@/flags/useFlag';
import { flagSources, resetFlags } from '@/flags/store';
import type { SettingsNode } from '@/api/models';

const node = (modId: string, on: boolean, childrenNodes: SettingsNode[] = []): SettingsNode => ({ modId, enabled: on ? '1' : '0', childrenNodes });
const chatTree = (on: boolean) => [node('FEATURE3', true, [node('OTHER', true, [node('CBS3', on)])])];

afterEach(resetFlags);

describe('useFlag', () => {
  it('re-renders its reader when the flag changes, and only then', async () => {
    let renders = 0;
    function ChatEntry() {
      renders++;
      return <p>chat {useFlag('chat') ? 'on' : 'off'}</p>;
    }
    flagSources.tree = chatTree(true);
    render(<ChatEntry />);
    expect(screen.getByText('chat on')).toBeTruthy();
    const first = renders;

    // The tree arrives again (another load, the manifest re-stated) with the same answer for this flag: no render.
    await act(async () => {
      flagSources.tree = chatTree(true);
      flagSources.features = {};
      flagSources.status = 'ready';
    });
    expect(renders).toBe(first);

    await act(async () => {
      flagSources.tree = chatTree(false);
    });
    expect(screen.getByText('chat off')).toBeTruthy();
    expect(renders).toBe(first + 1);
  });
});

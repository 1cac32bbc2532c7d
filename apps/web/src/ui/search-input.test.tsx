import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render-ui';
import { SearchInput } from './search-input';

/** A list's search in force, changed by the box or from outside (a link, a reset). */
type HarnessProps = {
  onSearch: (text: string) => void;
  accepts?: (text: string) => boolean;
  delay?: number;
};
function Harness({ onSearch, accepts, delay = 50 }: HarnessProps) {
  const [value, setValue] = useState('asha');
  return (
    <>
      <SearchInput
        aria-label="Search"
        value={value}
        delay={delay}
        accepts={accepts}
        invalidText="Digits only"
        onSearch={(text) => {
          onSearch(text);
          setValue(text);
        }}
      />
      <button onClick={() => setValue('')}>Reset</button>
    </>
  );
}

describe('SearchInput', () => {
  it('searches the trimmed text once typing settles, and keeps the typed spaces', async () => {
    const onSearch = vi.fn();
    renderUi(<Harness onSearch={onSearch} />);
    const box = screen.getByRole('textbox', { name: 'Search' });
    expect(box).toHaveValue('asha');
    fireEvent.change(box, { target: { value: ' ravi ' } });
    expect(onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('ravi'));
    expect(box).toHaveValue(' ravi ');
  });

  it('searches at once on Enter and shows a change from outside', async () => {
    const onSearch = vi.fn();
    // A wait far longer than the test: only Enter can search.
    renderUi(<Harness onSearch={onSearch} delay={60_000} />);
    const box = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.type(box, 'x{Enter}');
    expect(onSearch).toHaveBeenCalledWith('ashax');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(box).toHaveValue('');
  });

  it('flags text the server would refuse and does not search it', async () => {
    const onSearch = vi.fn();
    renderUi(<Harness onSearch={onSearch} accepts={(text) => /^\d+$/.test(text)} />);
    const box = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.clear(box);
    await userEvent.type(box, 'abc');
    expect(screen.getByText('Digits only')).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, '98');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('98'));
    expect(onSearch).not.toHaveBeenCalledWith('abc');
  });

  it('keeps what is typed while its last search is still being taken', async () => {
    const onSearch = vi.fn();
    // The list takes a search later than the box asks for it (a busy machine, a slow route).
    function Late() {
      const [value, setValue] = useState('');
      const [pending, setPending] = useState('');
      return (
        <>
          <SearchInput
            aria-label="Search"
            value={value}
            // Only Enter searches: the keystroke after it never starts a search of its own.
            delay={60_000}
            onSearch={(text) => {
              onSearch(text);
              setPending(text);
            }}
          />
          <button onClick={() => setValue(pending)}>Take</button>
          <button onClick={() => setValue('')}>Reset</button>
        </>
      );
    }
    renderUi(<Late />);
    const box = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.type(box, 'ravi{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('ravi');
    await userEvent.type(box, 'k');
    await userEvent.click(screen.getByRole('button', { name: 'Take' }));
    expect(box).toHaveValue('ravik');
    // A change from outside still shows.
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(box).toHaveValue('');
  });
});

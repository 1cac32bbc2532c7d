/** The palette's box, which takes what is typed itself once it has focus. */
const PALETTE_INPUT = 'palette-input';
/** Past this, nothing is waiting for the keys (the palette's code never arrived): typing goes back to the page. */
const GIVE_UP_MS = 5_000;

/**
 * Keeps what is typed between Ctrl+K and the palette's box taking focus: the first time, the
 * palette's code is still loading, and those keys would be lost (or typed into the field
 * underneath). Answers a function that stops keeping them and gives them back, once.
 */
export function keepTypedAhead(): () => string {
  let typed = '';
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
    if (
      event.target instanceof Element &&
      event.target.getAttribute('data-testid') === PALETTE_INPUT
    )
      return;
    typed += event.key;
    event.preventDefault();
    event.stopPropagation();
  };
  window.addEventListener('keydown', onKey, true);
  const stop = () => window.removeEventListener('keydown', onKey, true);
  const giveUp = setTimeout(stop, GIVE_UP_MS);
  return () => {
    clearTimeout(giveUp);
    stop();
    const kept = typed;
    typed = '';
    return kept;
  };
}

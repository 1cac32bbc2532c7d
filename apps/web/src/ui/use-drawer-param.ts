import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

type DrawerState = { drawer?: string } | null;

/**
 * An object drawer whose state is the URL (`?payment=12`): a link opens it, a reload keeps it
 * and Back closes it. Opening pushes a history entry; closing one we opened goes back over it,
 * so Back after closing does not reopen it. A drawer reached by a link closes in place.
 */
export function useDrawerParam(name: string) {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // `value` as written (a number's digits); `id` for the objects named by a numeric id.
  const value = search.get(name) || null;
  const id = Number(value) || null;
  const pushed = (location.state as DrawerState)?.drawer === name;

  const open = useCallback(
    (next: number | string) => {
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          params.set(name, String(next));
          return params;
        },
        // Switching from one object to another replaces: Back still leaves the drawer.
        pushed ? { replace: true, state: { drawer: name } } : { state: { drawer: name } },
      );
    },
    [name, pushed, setSearch],
  );

  const close = useCallback(() => {
    if (pushed) {
      void navigate(-1);
      return;
    }
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.delete(name);
        return params;
      },
      { replace: true },
    );
  }, [name, navigate, pushed, setSearch]);

  return { id, value, open, close };
}

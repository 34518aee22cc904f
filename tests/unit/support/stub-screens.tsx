/** Stand-in screens for tests that `vi.mock` screen modules: known headings, and one that throws. */
export const RENDER_ERROR = 'Kaboom: the balance widget exploded';

export function Boom(): never {
  throw new Error(RENDER_ERROR);
}

export const titled = (title: string) =>
  function Stub() {
    return <h1>{title}</h1>;
  };

import { useState } from 'react';

/** Which record of a list its drawer shows: none (closed), a new one (null id), or one by id. */
export function useOpenedRecord() {
  const [opened, setOpened] = useState<{ id: number | null } | null>(null);
  return {
    opened,
    openNew: () => setOpened({ id: null }),
    open: (id: number) => setOpened({ id }),
    close: () => setOpened(null),
  };
}

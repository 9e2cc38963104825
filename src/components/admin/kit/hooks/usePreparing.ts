/** Whether any image field of a form is still scaling its photo down before upload: saving waits for it. */
import { useCallback, useState } from 'react';

export const usePreparing = (): [boolean, (active: boolean) => void] => {
  const [count, setCount] = useState(0);
  const onPreparing = useCallback((active: boolean) => setCount((current) => current + (active ? 1 : -1)), []);
  return [count > 0, onPreparing];
};

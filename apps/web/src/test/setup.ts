import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';

afterEach(() => {
  // Testing Library only cleans up by itself when test globals are on; they are off here.
  cleanup();
  sessionStorage.clear();
  // Sonner keeps toasts in a module-level store and replays active ones to the next Toaster.
  toast.dismiss();
});

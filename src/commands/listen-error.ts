/** What `dev`, `preview` and `proxy` say when their port cannot be taken: one line with the fix, not a stack trace. */
import type { Styles } from '../utils/terminal.js';

/** Write the message for a port already in use or not allowed; false when `error` is something else. */
export function reportListenError(error: unknown, port: number, s: Styles): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') {
    process.stderr.write(`${s.red('error')} port ${port} is already in use; try --port ${port + 1}\n`);
    return true;
  }
  if (code === 'EACCES') {
    process.stderr.write(`${s.red('error')} no permission to listen on port ${port}; use a port above 1024\n`);
    return true;
  }
  return false;
}

/** Terminal styling: colour only on a TTY, and never when `NO_COLOR` is set (https://no-color.org). */

/** Whether output to `stream` should be coloured. */
export function shouldColor(
  stream: { isTTY?: boolean } = process.stderr,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  return (
    Boolean(stream.isTTY) &&
    !('NO_COLOR' in env && env.NO_COLOR !== undefined && env.NO_COLOR !== '') &&
    env.TERM !== 'dumb'
  );
}

/** ANSI styles that collapse to identity when colour is off. */
export interface Styles {
  red(text: string): string;
  yellow(text: string): string;
  cyan(text: string): string;
  dim(text: string): string;
  bold(text: string): string;
  green(text: string): string;
}

/** Build the style functions for the given colour setting. */
export function createStyles(color: boolean): Styles {
  const wrap = (open: number, close: number) => (text: string) =>
    color ? `\u001b[${open}m${text}\u001b[${close}m` : text;
  return {
    red: wrap(31, 39),
    yellow: wrap(33, 39),
    cyan: wrap(36, 39),
    green: wrap(32, 39),
    dim: wrap(2, 22),
    bold: wrap(1, 22),
  };
}

import { AppError } from '@questline/domain/errors';
import { ConfigError } from '../config';
import { DataDirLockedError } from '../lib/data-dir-lock';
import { createLogger } from '../lib/logger';
import { BackupError } from './backup';
import { runCommand, USAGE, UsageError } from './commands';

/** Why a command failed: one line of the log on stderr, whatever LOG_LEVEL says (it is the command's answer). */
const failure = createLogger('info', 2);

runCommand(process.argv.slice(2)).then(
  (output) => {
    process.stdout.write(`${output}\n`);
    process.exit(0);
  },
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      process.exit(2);
    }
    if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof BackupError)
      failure.fatal(error.message);
    else if (error instanceof AppError) failure.fatal(`Refused: ${error.key}`);
    else failure.fatal({ err: error }, 'The command failed');
    process.exit(1);
  },
);

import { spawn } from 'node:child_process';

/** How much of a failed command's stderr is kept (on the video row and in the thrown error). */
const STDERR_TAIL_CHARS = 2000;

/** A failed ffmpeg or ffprobe run, with the tail of what it wrote to stderr. */
export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly stderrTail: string,
  ) {
    super(stderrTail ? `${message}\n${stderrTail}` : message);
    this.name = 'FfmpegError';
  }
}

/**
 * Runs `command` with `args` (no shell) and resolves to its stdout on exit code 0. Rejects with an FfmpegError
 * carrying the stderr tail otherwise, or when the command is not installed; `signal` kills it (SIGKILL).
 */
export const run = (command: string, args: string[], options: { signal?: AbortSignal } = {}): Promise<string> =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      signal: options.signal,
      killSignal: 'SIGKILL',
    });
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARS * 2);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.name === 'AbortError') return reject(new FfmpegError(`${command} was cancelled`, ''));
      reject(
        new FfmpegError(
          error.code === 'ENOENT'
            ? `${command} is not installed (scripts/ensure-ffmpeg.mjs installs it)`
            : `${command} could not start: ${error.message}`,
          '',
        ),
      );
    });
    child.on('close', (code, signal) => {
      if (code === 0) return resolve(Buffer.concat(stdout).toString('utf8'));
      reject(
        new FfmpegError(
          `${command} ${signal ? `was killed (${signal})` : `exited with code ${code}`}`,
          stderr.trim().slice(-STDERR_TAIL_CHARS),
        ),
      );
    });
  });

/** Whether ffmpeg and ffprobe run here (Debian's ffmpeg package has both): the server starts without them. */
export const ffmpegAvailable = () =>
  Promise.all([run('ffmpeg', ['-version']), run('ffprobe', ['-version'])]).then(
    () => true,
    () => false,
  );

/** What the transcoder needs to know of a source video. */
export type TProbe = {
  /** Seconds; null when the container does not say. */
  duration: number | null;
  /** Displayed size: rotation metadata (phones) already applied, as ffmpeg's autorotate applies it. */
  width: number;
  height: number;
  hasAudio: boolean;
};

type TProbeJson = {
  streams?: {
    codec_type?: string;
    width?: number;
    height?: number;
    tags?: { rotate?: string };
    side_data_list?: { rotation?: number }[];
  }[];
  format?: { duration?: string };
};

/** Reads a parsed `ffprobe -print_format json -show_format -show_streams` answer; throws when it has no video. */
export const readProbe = (json: TProbeJson): TProbe => {
  const video = json.streams?.find((stream) => stream.codec_type === 'video' && stream.width && stream.height);
  if (!video?.width || !video.height) throw new FfmpegError('ffprobe found no video stream', '');
  const rotation = Number(video.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ?? 0) || 0;
  const tagRotation = Number(video.tags?.rotate ?? 0) || 0;
  const quarterTurn = Math.abs(rotation || tagRotation) % 180 === 90;
  const duration = Number(json.format?.duration);
  return {
    duration: Number.isFinite(duration) && duration > 0 ? duration : null,
    width: quarterTurn ? video.height : video.width,
    height: quarterTurn ? video.width : video.height,
    hasAudio: json.streams?.some((stream) => stream.codec_type === 'audio') ?? false,
  };
};

/** Probes a local video file with ffprobe. */
export const probe = async (file: string, signal?: AbortSignal): Promise<TProbe> => {
  const output = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], {
    signal,
  });
  return readProbe(JSON.parse(output) as TProbeJson);
};

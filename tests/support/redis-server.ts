import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';

/**
 * A Redis of a test's own, on its own port, that the test stops and starts
 * again (never the machine's Redis). Nothing is kept on disk.
 */
export function ownRedis(port: number) {
  let child: ChildProcess | null = null;
  const url = `redis://127.0.0.1:${port}`;

  const answers = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.once('error', () => resolve(false));
    });

  return {
    url,
    port,
    async start(): Promise<void> {
      if (child) return;
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
        { stdio: 'ignore' },
      );
      const until = Date.now() + 10_000;
      while (!(await answers())) {
        if (Date.now() > until) throw new Error(`redis-server did not answer on port ${port}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    /** Kills it at once (an outage, not a shutdown). */
    async stop(): Promise<void> {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
    answers,
  };
}

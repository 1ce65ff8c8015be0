import { readFileSync } from 'node:fs';

// Linux counts a process's CPU time in USER_HZ ticks, 100 per second on every common kernel.
const ticksPerSecond = 100;

/** CPU milliseconds (user + system) process `pid` has used so far, from /proc; 0 when unknown. */
export function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    // Fields after the command name: state is the 1st, utime the 12th, stime the 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond || 0;
  } catch {
    return 0;
  }
}

/** CPU milliseconds this process (the load generator) has used so far. */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

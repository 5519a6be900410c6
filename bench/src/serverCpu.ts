import fs from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

function parentAndTicks(pid: string): { ppid: number; ticks: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (in parentheses, which may hold spaces): state, ppid, …
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null; // ended meanwhile
  }
}

/**
 * CPU time (ms) used so far by the children of a local process — PostgreSQL's backends when
 * given the postmaster's pid. Children that ended are not counted: call it around a run whose
 * connections stay open (a pool in use). Null when /proc cannot be read (not Linux).
 */
export function childrenCpuMs(parentPid: number): number | null {
  if (!fs.existsSync('/proc/self/stat')) return null;
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/u.test(pid)) continue;
    const child = parentAndTicks(pid);
    if (child?.ppid === parentPid) ticks += child.ticks;
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The parent's pid of a local process (the postmaster of a backend), or null. */
export function parentPid(pid: number): number | null {
  return parentAndTicks(String(pid))?.ppid ?? null;
}

/** Whether a process with this id is running (signal 0 probes without sending anything). */
export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

import type { ProductionPatchField } from './productionsApi';

/** The PATCH field of a task's done tick (`tasks.<taskId>.done`, domain taskDoneField). */
export function taskDoneFieldOf(taskId: string): ProductionPatchField {
  return `tasks.${taskId}.done`;
}

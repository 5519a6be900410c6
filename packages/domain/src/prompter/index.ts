/** Prompter: the script a presenter reads, and how its scrolling is driven (issue 26). */
export * from './prompter';
export * from './prompterScript';
export * from './prompterControls';
export * from './prompterBindings';
export * from './prompterInputs';
export * from './onAirNext';

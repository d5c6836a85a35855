// The floor is an empty Next app: without a file of its own here, the build takes the app's
// instrumentation.ts from the folder above (the workspace root), which opens the app's database.
export function register() {}

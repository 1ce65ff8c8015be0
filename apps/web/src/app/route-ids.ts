/** Routes the server-rendering code refers to (app/server-rendering.ts). */
export const routeIds = { layout: 'layout' } as const;

// The facts of the ship's systems (src/engine/event-facts.ts): bridge, cameras, cryo, stations,
// transporters, switches, pods, engines, aux control, life support, sickbay. None converted yet.

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled kind by kind
export interface SystemsFacts {}

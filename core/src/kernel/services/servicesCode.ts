// The services' code a page needs at start-up, as one module, so that a bundler makes one lazy
// chunk of it instead of three (the HTTP clients, the start-up steps and the HTTP errors they
// share): start-up loads all of it anyway, and each chunk costs its own request and compresses
// alone. Loaded by import() in createServices.ts, for the start-up steps and for the clients alike.
export { createServiceClients } from './serviceClients.js'
export { initServices } from './initServices.js'

/** Health: liveness and readiness probes for the host and the load balancer. */
export { default } from './routes';

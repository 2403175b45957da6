/** Privacy: a person's data export and erasure (GDPR), by themselves or by the admin. */
export { default } from './routes';

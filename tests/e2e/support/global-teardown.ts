import { readServerFaults } from './server-faults';

/** Fails the run when a server under test logged an uncaught exception or unhandled rejection. */
export default function failOnServerFaults() {
  const faults = readServerFaults();
  if (faults !== '') {
    throw new Error(
      `A server under test logged an uncaught exception or unhandled rejection:\n${faults}`,
    );
  }
}

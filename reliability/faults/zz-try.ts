import { Verdicts } from '../support/report';
import { runFaults } from './run-faults';
const v = new Verdicts();
await runFaults({ sockets: 300, outageMs: 5000 }, v);
v.report();

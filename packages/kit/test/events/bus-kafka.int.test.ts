import { Kafka } from 'kafkajs';
import { createKafkaBus, kafkaDeadLetterTopic, type DeadLetter } from '../../src/events';
import { runBusContract, silentLog } from './bus.contract';
import { kafkaAvailability } from './kafka-availability';

// The jest global setup starts or finds the broker; only a machine without Java (or EVENT_BUS=redis) skips.
const { brokers, reason } = kafkaAvailability();
if (!brokers) console.warn(`Kafka transport tests skipped: ${reason}`);
const suite = brokers ? describe : describe.skip;

runBusContract(suite, brokers ? 'Kafka' : `Kafka — skipped: ${reason}`, {
  make: (infra) => createKafkaBus({ brokers: brokers!, namespace: infra.namespace, log: silentLog, partitions: 3, retryBaseMs: 20 }),
  async deadLetters(infra, group) {
    const kafka = new Kafka({ clientId: 'dlq-reader', brokers: brokers! });
    const consumer = kafka.consumer({ groupId: `${infra.namespace}-dlq-reader-${Date.now()}` });
    const found: DeadLetter[] = [];
    await consumer.connect();
    await consumer.subscribe({ topics: [kafkaDeadLetterTopic(infra.namespace, group)], fromBeginning: true });
    await consumer.run({ eachMessage: async ({ message }) => void found.push(JSON.parse(message.value!.toString()) as DeadLetter) });
    await new Promise((r) => setTimeout(r, 3000));
    await consumer.disconnect();
    return found;
  },
  batches: true,
  countsRedeliveries: false,
});

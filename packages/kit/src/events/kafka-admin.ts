import { Kafka, logLevel } from 'kafkajs';

// Standalone (kafkajs only): the scripts import it from source before anything is built.

/** Deletes a namespace's topics and consumer groups: a fresh start for a test file or a stack on empty databases. */
export async function deleteKafkaNamespace(brokers: string, namespace: string): Promise<void> {
  const kafka = new Kafka({ brokers: brokers.split(',').map((b) => b.trim()), clientId: 'consign-cleanup', logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  try {
    const prefix = `${namespace}.`;
    const groups = (await admin.listGroups()).groups.map((g) => g.groupId).filter((g) => g.startsWith(prefix));
    if (groups.length) await admin.deleteGroups(groups).catch(() => undefined); // a group with live members stays
    const topics = (await admin.listTopics()).filter((t) => t.startsWith(prefix));
    if (topics.length) await admin.deleteTopics({ topics, timeout: 10_000 });
  } finally {
    await admin.disconnect();
  }
}

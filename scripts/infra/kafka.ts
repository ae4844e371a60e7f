import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { kafkaAnswers } from '../../packages/kit/src/testing/probes';

/**
 * The broker version everything runs on (docker-compose too). Kafka 4.x: KRaft only; kafkajs 2.2.4 speaks
 * the protocol versions 4.x kept after KIP-896 (the transport contract suite passes on it).
 */
export const KAFKA_VERSION = '4.1.1';
export const LOCAL_KAFKA_PORT = 9092;
const LOG4J_VERSION = '2.25.3';
// Kafka's POM brings slf4j-api 1.7, which the log4j2 binding (2.x) cannot serve.
const SLF4J_VERSION = '2.0.17';

export interface KafkaNode {
  /** Holds the config, the KRaft log and the pid file; the jars are shared under `dataRoot/kafka`. */
  dir: string;
  port: number;
  controllerPort: number;
  logFile: string;
}

export const hasJava = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
const hasMaven = () => spawnSync('mvn', ['-v'], { stdio: 'ignore' }).status === 0;

/** The jars of the broker, fetched by Maven once into `dataRoot/kafka` (its local repository there too). */
export function kafkaJars(dataRoot: string, log: (line: string) => void): string {
  const home = path.join(dataRoot, 'kafka');
  const libs = path.join(home, `libs-${KAFKA_VERSION}`);
  if (existsSync(path.join(libs, `kafka_2.13-${KAFKA_VERSION}.jar`))) return libs;
  if (!hasMaven()) throw new Error('the Kafka broker jars are fetched with Maven (mvn), which was not found');
  mkdirSync(home, { recursive: true });
  const dep = (g: string, a: string, v: string) =>
    `<dependency><groupId>${g}</groupId><artifactId>${a}</artifactId><version>${v}</version></dependency>`;
  const pom = path.join(home, 'pom.xml');
  writeFileSync(
    pom,
    [
      '<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion>',
      '<groupId>consign.local</groupId><artifactId>kafka-broker</artifactId><version>1</version><dependencies>',
      dep('org.apache.kafka', 'kafka_2.13', KAFKA_VERSION),
      dep('org.apache.logging.log4j', 'log4j-slf4j2-impl', LOG4J_VERSION),
      dep('org.apache.logging.log4j', 'log4j-core', LOG4J_VERSION),
      dep('org.slf4j', 'slf4j-api', SLF4J_VERSION),
      '</dependencies></project>',
    ].join('\n'),
  );
  log(`fetching the Kafka ${KAFKA_VERSION} broker jars with Maven into ${libs} (once)`);
  rmSync(libs, { recursive: true, force: true });
  const result = spawnSync(
    'mvn',
    [
      '-q',
      '-B',
      '-f',
      pom,
      'dependency:copy-dependencies',
      `-DoutputDirectory=${libs}`,
      '-DincludeScope=runtime',
      `-Dmaven.repo.local=${path.join(home, 'm2')}`,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) {
    rmSync(libs, { recursive: true, force: true });
    throw new Error(`Maven could not fetch the Kafka jars:\n${result.stdout}${result.stderr}`);
  }
  return libs;
}

function writeNodeConfig(node: KafkaNode): { properties: string; log4j: string } {
  const properties = path.join(node.dir, 'server.properties');
  writeFileSync(
    properties,
    [
      'process.roles=broker,controller',
      'node.id=1',
      `controller.quorum.voters=1@127.0.0.1:${node.controllerPort}`,
      `listeners=PLAINTEXT://127.0.0.1:${node.port},CONTROLLER://127.0.0.1:${node.controllerPort}`,
      `advertised.listeners=PLAINTEXT://127.0.0.1:${node.port}`,
      'controller.listener.names=CONTROLLER',
      'listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
      'inter.broker.listener.name=PLAINTEXT',
      `log.dirs=${path.join(node.dir, 'data')}`,
      // One node: every internal topic has one replica, and few partitions (each costs memory and startup).
      'offsets.topic.replication.factor=1',
      'offsets.topic.num.partitions=4',
      'transaction.state.log.replication.factor=1',
      'transaction.state.log.min.isr=1',
      'transaction.state.log.num.partitions=2',
      'share.coordinator.state.topic.replication.factor=1',
      'share.coordinator.state.topic.min.isr=1',
      // A consumer joining a group is assigned at once instead of after 3 s.
      'group.initial.rebalance.delay.ms=0',
      'num.partitions=3',
      'auto.create.topics.enable=false',
      'delete.topic.enable=true',
      'log.retention.hours=24',
      'log.segment.bytes=16777216',
    ].join('\n'),
  );
  const log4j = path.join(node.dir, 'log4j2.properties');
  writeFileSync(
    log4j,
    [
      'status = warn',
      'appender.file.type = File',
      'appender.file.name = file',
      `appender.file.fileName = ${node.logFile}`,
      'appender.file.layout.type = PatternLayout',
      'appender.file.layout.pattern = [%d] %p %m (%c)%n',
      'rootLogger.level = info',
      'rootLogger.appenderRef.file.ref = file',
      'logger.state.name = state.change.logger',
      'logger.state.level = warn',
    ].join('\n'),
  );
  return { properties, log4j };
}

const java = (libs: string, log4j: string, args: string[]) => [
  '-Xms64m',
  '-Xmx384m',
  '-XX:+UseSerialGC',
  '-XX:TieredStopAtLevel=1',
  `-Dlog4j2.configurationFile=${log4j}`,
  '-cp',
  `${libs}/*`,
  ...args,
];

/**
 * Starts the broker of `node` detached (it outlives the command that started it, like Postgres and Redis),
 * formatting its storage with a fresh cluster id the first time.
 */
export function spawnKafkaNode(libs: string, node: KafkaNode): number {
  mkdirSync(path.join(node.dir, 'data'), { recursive: true });
  mkdirSync(path.dirname(node.logFile), { recursive: true });
  const { properties, log4j } = writeNodeConfig(node);
  if (!existsSync(path.join(node.dir, 'data', 'meta.properties'))) {
    const id = spawnSync('java', java(libs, log4j, ['kafka.tools.StorageTool', 'random-uuid']), { encoding: 'utf8' });
    const clusterId = id.stdout.trim().split('\n').pop() ?? '';
    const format = spawnSync('java', java(libs, log4j, ['kafka.tools.StorageTool', 'format', '-t', clusterId, '-c', properties]), {
      encoding: 'utf8',
    });
    if (format.status !== 0) throw new Error(`formatting the Kafka storage failed: ${format.stdout}${format.stderr}`);
  }
  const out = openSync(path.join(node.dir, 'stdout.log'), 'a');
  const child = spawn('java', java(libs, log4j, ['kafka.Kafka', properties]), { detached: true, stdio: ['ignore', out, out] });
  child.unref();
  writeFileSync(path.join(node.dir, 'kafka.pid'), String(child.pid));
  return child.pid!;
}

export async function waitForKafka(brokers: string, node: KafkaNode, seconds = 90): Promise<void> {
  for (let i = 0; i < seconds * 2; i++) {
    if (await kafkaAnswers(brokers)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`Kafka did not answer on ${brokers} within ${seconds} s; see ${node.logFile}`);
}

export function localKafkaNode(dataRoot: string): KafkaNode {
  return {
    dir: path.join(dataRoot, 'kafka', 'node'),
    port: LOCAL_KAFKA_PORT,
    controllerPort: LOCAL_KAFKA_PORT + 1,
    logFile: path.join(dataRoot, 'logs', 'kafka.log'),
  };
}

/** Starts (or reuses) the project-local broker on 127.0.0.1:9092 with its files under `dataRoot/kafka`. */
export async function startLocalKafka(dataRoot: string, log: (line: string) => void): Promise<{ brokers: string; started: boolean }> {
  const brokers = `127.0.0.1:${LOCAL_KAFKA_PORT}`;
  if (await kafkaAnswers(brokers)) return { brokers, started: false };
  const node = localKafkaNode(dataRoot);
  const libs = kafkaJars(dataRoot, log);
  log(`starting project-local Kafka ${KAFKA_VERSION} on ${brokers} (log: ${node.logFile})`);
  spawnKafkaNode(libs, node);
  await waitForKafka(brokers, node);
  return { brokers, started: true };
}

/** SIGTERM (a clean shutdown), then SIGKILL when it takes longer than `graceMs`. */
export async function stopKafkaNode(node: KafkaNode, graceMs = 30_000): Promise<void> {
  const pidFile = path.join(node.dir, 'kafka.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) {
    process.kill(pid, 'SIGTERM');
    for (let waited = 0; alive() && waited < graceMs; waited += 200) await new Promise((r) => setTimeout(r, 200));
    if (alive()) process.kill(pid, 'SIGKILL');
  }
  rmSync(pidFile, { force: true });
}

export const stopLocalKafka = (dataRoot: string) => stopKafkaNode(localKafkaNode(dataRoot));

/** Whether a broker can be started here: Java, and the jars or Maven to fetch them. */
export function canRunKafka(dataRoot: string): boolean {
  const libs = path.join(dataRoot, 'kafka', `libs-${KAFKA_VERSION}`);
  return hasJava() && ((existsSync(libs) && readdirSync(libs).length > 0) || hasMaven());
}

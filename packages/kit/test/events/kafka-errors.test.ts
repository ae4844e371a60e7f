import { KafkaJSAggregateError, KafkaJSConnectionError, KafkaJSProtocolError } from 'kafkajs';
import { BusUnavailableError } from '../../src/events/bus';
import { kafkaPublishError, producerStateLost } from '../../src/events/kafka-bus';

// The broker's error codes as kafkajs turns a produce response into an error (kafkajs/src/protocol/error.js).
const brokerError = (type: string, code: number, message: string) =>
  new KafkaJSProtocolError({ type, code, retriable: false, message } as unknown as Error);
const outOfOrder = () => brokerError('OUT_OF_ORDER_SEQUENCE_NUMBER', 45, 'The broker received an out of order sequence number');
const unknownProducer = () => brokerError('UNKNOWN_PRODUCER_ID', 59, 'The broker could not locate the producer metadata');
const tooLarge = () =>
  brokerError('MESSAGE_TOO_LARGE', 10, 'The request included a message larger than the max message size the server will accept');

describe('kafka publish errors', () => {
  test("a producer whose sequence the broker no longer accepts is the bus's state, not the messages' fault", () => {
    for (const err of [outOfOrder(), unknownProducer()]) {
      expect(producerStateLost(err)).toBe(true);
      // Wrapped as kafkajs wraps the failures of several brokers.
      expect(producerStateLost(new KafkaJSAggregateError('sendBatch failed', [err]))).toBe(true);
      expect(kafkaPublishError(err)).toBeInstanceOf(BusUnavailableError);
    }
  });

  test('a message the broker refuses stays a refusal; a broker that does not answer is an outage', () => {
    const refused = tooLarge();
    expect(producerStateLost(refused)).toBe(false);
    expect(kafkaPublishError(refused)).toBe(refused);
    expect(kafkaPublishError(new KafkaJSConnectionError('Connection error: connect ECONNREFUSED 127.0.0.1:9092'))).toBeInstanceOf(
      BusUnavailableError,
    );
  });
});

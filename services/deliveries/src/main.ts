import { runService } from '@consign/kit';
import { deliveriesService } from './service';

runService(deliveriesService);

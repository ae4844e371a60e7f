import { runService } from '@consign/kit';
import { notificationsService } from './service';

runService(notificationsService);

export { BookingForm, type BookingFormProps } from './BookingForm';
export { DeliveryDetails } from './DeliveryDetails';
export { AddToCalendar } from './AddToCalendar';
export { DELIVERY_TIME_ZONE, formatDeliveryTime, inParis, isPastDelivery } from './paris-time';

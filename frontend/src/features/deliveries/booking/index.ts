export { BookingForm, type BookingFormProps } from './BookingForm';
export { DeliveryDetails } from './DeliveryDetails';
export { AddToCalendar } from './AddToCalendar';

import { render, screen } from '@testing-library/react';
import { LoadingScreen } from '../src/components/LoadingScreen';

test("the loading screen says 'Loading...'", () => {
  render(<LoadingScreen />);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
});

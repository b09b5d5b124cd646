import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LocationDisplay } from '../../testing/render';
import { SearchCorrection } from './search-correction';

describe('search correction', () => {
  it('says what was searched and links to the text as typed', () => {
    render(
      <MemoryRouter initialEntries={['/search?q=rizen']}>
        <SearchCorrection corrected="ryzen" typed="rizen" exactSearch="?q=rizen&exact=true" />
        <LocationDisplay />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('search-correction')).toHaveTextContent(
      'Showing results for ryzenSearch instead for rizen',
    );
    const exact = screen.getByRole('link', { name: 'Search instead for rizen' });
    fireEvent.click(exact);
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=rizen&exact=true');
  });
});

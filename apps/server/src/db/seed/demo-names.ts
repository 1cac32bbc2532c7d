/** Realistic Indian business and person names for the demo data. */
export const demoOrgNames = [
  'Sharma Electronics', 'Kaveri Textiles', 'Gupta Logistics', 'Lotus Dental Clinic', 'Nair Realty',
  'Bharat Agro Exports', 'Patel Pharma Distributors', 'Coastal Seafoods', 'Sai Tutorials', 'Urban Chai Co',
  'Deccan Motors', 'Ganga Travels', 'Iyer & Sons Jewellers', 'Zenith Solar', 'Mehta Hardware',
  'Blue Lotus Spa', 'Reddy Constructions', 'Shakti Fitness', 'Annapurna Caterers', 'Malabar Spices',
  'Royal Furnishings', 'Chennai Silks Online', 'Pune Packers & Movers', 'Himalaya Tours', 'Karnavati Insurance Advisors',
  'Orchid Eye Care', 'Saffron Events', 'Vedic Ayurveda Store', 'Jaipur Block Prints', 'Techno Computers',
  'Green Leaf Organics', 'Ashoka Public School', 'Surya Auto Parts', 'Mysore Sandal Crafts', 'Nagpur Oranges Traders',
  'Konkan Homestays',
];

export const demoPeople: [string, string][] = [
  ['Rahul', 'Sharma'], ['Priya', 'Iyer'], ['Arjun', 'Nair'], ['Sneha', 'Patel'], ['Karan', 'Gupta'],
  ['Ananya', 'Reddy'], ['Rohan', 'Das'], ['Kavya', 'Menon'], ['Aditya', 'Joshi'], ['Meera', 'Pillai'],
  ['Siddharth', 'Bose'], ['Pooja', 'Verma'], ['Vivek', 'Singh'], ['Divya', 'Krishnan'], ['Amit', 'Chopra'],
  ['Ishita', 'Banerjee'], ['Nikhil', 'Kulkarni'], ['Riya', 'Desai'], ['Manish', 'Agarwal'], ['Lakshmi', 'Rao'],
];

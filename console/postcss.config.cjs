// Mantine's PostCSS preset: its mixins and rem() in the console's own CSS modules (https://mantine.dev/styles/postcss-preset/).
module.exports = { plugins: { 'postcss-preset-mantine': {} } };

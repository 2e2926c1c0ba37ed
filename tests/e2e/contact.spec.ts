import { expect, test, waitForMail } from './fixtures';

test('a visitor sends the contact form; the rules come in order and the team receives it', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await form.getByLabel('Email').fill('visitor@example.com');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter your name.');
  await form.getByLabel('Name').fill('Vera Visitor');
  await form.getByLabel('Subject', { exact: true }).selectOption('Other');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a custom subject.');
  await form.getByLabel('Custom subject').fill('Press enquiry');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter your message.');
  await form.getByLabel('Message').fill('Could we feature three of your startups?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText("Message sent successfully! We'll get back to you soon.")).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  const mail = await waitForMail('team@e2e.test', 'Contact Form: Press enquiry');
  expect(mail).toContain('Could we feature three of your startups?');
  await expect(page.getByText('How quickly do you answer?')).toBeVisible();
});

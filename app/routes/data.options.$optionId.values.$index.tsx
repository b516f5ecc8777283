export default function Todo() {
  return null;
}

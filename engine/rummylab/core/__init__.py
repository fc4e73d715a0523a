"""The engine's values and the rules as data: cards, errors, notation, amounts, rules, house rules, seeds."""

// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QLineEdit;

namespace cm {

// Keeps control characters (isControlCharacter(): line breaks, tabs,
// escapes, bidirectional overrides) out of a one-line field that names
// something in charts and tables: typing or pasting one is refused, and a
// tooltip at the field says why. Text that already holds one (set from a
// file) has it written as its escape (visibleText()) when the field's edit
// is committed (QValidator::fixup()).
void refuseControlCharacters(QLineEdit *edit);

} // namespace cm

// SPDX-License-Identifier: GPL-3.0-or-later
#include "controlcharacterguard.h"

#include "util/visibletext.h"

#include <QCoreApplication>
#include <QLineEdit>
#include <QToolTip>
#include <QValidator>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ControlCharacterGuard)
};

class NoControlCharacters : public QValidator
{
public:
    using QValidator::QValidator;

    State validate(QString &input, int &) const override
    {
        m_refused = firstControlCharacter(input).has_value();
        return m_refused ? Invalid : Acceptable;
    }

    // Text set from a file keeps what it held, as escapes anyone can read.
    void fixup(QString &input) const override { input = visibleText(input); }

    // Whether the input the field refused last was refused here, not for
    // its length.
    bool refusedControlCharacter() const { return m_refused; }

private:
    mutable bool m_refused = false;
};

} // namespace

void refuseControlCharacters(QLineEdit *edit)
{
    auto *validator = new NoControlCharacters(edit);
    edit->setValidator(validator);
    QObject::connect(edit, &QLineEdit::inputRejected, edit, [edit, validator] {
        if (!validator->refusedControlCharacter())
            return;
        QToolTip::showText(edit->mapToGlobal(QPoint(0, edit->height())),
                           Text::tr("Line breaks, tabs and other control characters cannot be part of this text."),
                           edit);
    });
}

} // namespace cm

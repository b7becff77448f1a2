// SPDX-License-Identifier: GPL-3.0-or-later
#include "cancelquestion.h"

#include "bench/benchmarkrunner.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPointer>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(CancelQuestion)
};

} // namespace

bool askToCancelRun(QWidget *parent, const BenchmarkRunner &runner)
{
    if (!runner.isRunning())
        return false;
    QPointer<QMessageBox> box = new QMessageBox(
        QMessageBox::Question, Text::tr("Cancel the run?"),
        Text::tr("The run goes on while you decide. Measurements already finished stay in the session; the "
                 "one in progress is thrown away."),
        QMessageBox::Yes | QMessageBox::No, parent);
    box->setObjectName(QStringLiteral("cancelRunQuestion"));
    box->setDefaultButton(QMessageBox::No);
    const auto ended = QObject::connect(&runner, &BenchmarkRunner::finished, box, [box] {
        if (box)
            box->done(QMessageBox::No);
    });
    const int answer = box->exec();
    QObject::disconnect(ended);
    delete box;
    return answer == QMessageBox::Yes && runner.isRunning();
}

} // namespace cm

// SPDX-License-Identifier: GPL-3.0-or-later
// What checking outputs means on every system; the checks of one file and
// the test for two names of one file are each system's
// (outputfile_linux.cpp, outputfile_windows.cpp).
#include "outputfile.h"

#include "util/shownpath.h"

#include <QCoreApplication>
#include <QDir>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(OutputFile)
};

} // namespace

Status refuseOutput(const OutputFile &output, const QString &what)
{
    if (output.name.isEmpty())
        return Status::failure(Text::tr("cannot write %1: %2").arg(shownPath(output.path), what));
    return Status::failure(QStringLiteral("%1: %2").arg(output.name, what));
}

Status checkOutputFiles(const QList<OutputFile> &outputs, const QList<OutputFile> &inputs)
{
    for (const OutputFile &output : outputs) {
        if (Status status = checkOutputFile(output); !status)
            return status;
    }
    for (qsizetype i = 0; i < outputs.size(); ++i) {
        const QString path = QDir::cleanPath(QDir().absoluteFilePath(outputs[i].path));
        for (qsizetype j = 0; j < i; ++j) {
            if (isSameFile(outputs[i].path, outputs[j].path))
                return refuseOutput(outputs[i],
                                    Text::tr("%1 is also the file of %2; name two different files")
                                        .arg(shownPath(path), outputs[j].name));
        }
        for (const OutputFile &input : inputs) {
            if (isSameFile(outputs[i].path, input.path))
                return refuseOutput(
                    outputs[i],
                    Text::tr("%1 is also the file of %2, which would be destroyed").arg(shownPath(path), input.name));
        }
    }
    return Status::ok();
}

} // namespace cm

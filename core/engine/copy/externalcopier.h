// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "copy/copier.h"

#include <QStringList>

namespace cm {

// Times the user's own copier, the articles' way: `cp -rp`, `rsync -a`,
// anything that copies a folder. The command line is split at blanks, with
// double quotes grouping (no shell runs); `{src}` and `{dst}` stand for the data
// set and the new copy, and are appended in that order when absent. A
// non-zero exit status is a failed run. Bytes and files are counted in
// the copy afterwards, since the program reports no progress.
class ExternalCopier : public Copier
{
public:
    explicit ExternalCopier(const QString &commandLine);

    QString name() const override { return enumName(CopierChoice::KindNames, CopierChoice::Kind::External); }
    int threads() const override { return 1; }
    qint64 blockBytes() const override { return 0; }
    bool countsAsItCopies() const override { return false; }
    const QString &commandLine() const { return m_commandLine; }

    Status copyTree(const QByteArray &from, const QByteArray &to, TransferCounters &counters,
                    const Cancellation &cancel) const override;

    // The program and its arguments for one copy; empty when the command
    // line names no program.
    QStringList argumentsFor(const QString &from, const QString &to) const;

protected:
    // A program whose exit statuses up to `highestSuccess` mean success.
    ExternalCopier(const QString &commandLine, int highestSuccess);

private:
    QString m_commandLine;
    int m_highestSuccess = 0;
};

// Windows' robocopy, the copier the articles timed: a whole folder with
// /E, N files in flight with /MT:N (robocopy's own default, one at a time,
// without N), never retrying a failed file, never stepping into a junction
// (/XJ). Exit statuses below 8 are success (1: files were copied).
class RobocopyCopier : public ExternalCopier
{
public:
    explicit RobocopyCopier(int threads);

    QString name() const override { return enumName(CopierChoice::KindNames, CopierChoice::Kind::Robocopy); }
    int threads() const override { return m_threads > 0 ? m_threads : 1; }

private:
    int m_threads;
};

} // namespace cm

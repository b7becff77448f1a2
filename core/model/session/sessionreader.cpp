// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessionreader.h"

#include "fs/inputfile.h"
#include "session/drivereader.h"
#include "session/jsonobjectreader.h"
#include "session/sessionjson.h"
#include "system/parallelfor.h"
#include "util/shownpath.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace cm {
namespace {

using json::LargestExact;
using json::Need;
using json::ObjectReader;
using json::Problem;

// Gives lupdate and the translator one context for the session reader's
// strings, this file's and drivereader.cpp's.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SessionReader)
};

// Far more than any real session; a bigger file is damage, not data.
constexpr qint64 LargestFileBytes = qint64(1) << 30;

static_assert(json::LongestText == SessionLimits::TextCharacters);
static_assert(LargestSizeBytes == SessionLimits::Count.highest);

// Keys are Latin-1 literals, compared with the document's keys as they are.
using L1 = QLatin1String;

MachineInfo readMachine(ObjectReader &r)
{
    MachineInfo machine;
    machine.cpu = r.string(L1("cpu"));
    machine.logicalCores = int(r.integer(L1("logicalCores"), SessionLimits::SmallCount));
    machine.memoryBytes = r.integer(L1("memoryBytes"), SessionLimits::Count);
    machine.os = r.string(L1("os"));
    machine.kernel = r.string(L1("kernel"));
    return machine;
}

void readSession(ObjectReader &r, Session *session)
{
    const QString format = r.string(L1("format"), Need::Required);
    if (!r.failed() && format != QLatin1String(SessionFormatName)) {
        r.fail(L1("format"),
               Text::tr("'%1' is not a CompressMark session (expected '%2')")
                   .arg(format, QLatin1String(SessionFormatName)));
    }
    const qint64 version = r.integer(L1("version"), 1, LargestExact, Need::Required);
    if (!r.failed() && version > SessionFormatVersion) {
        r.fail(L1("version"),
               Text::tr("version %1 was written by a newer CompressMark; this one reads version %2")
                   .arg(QString::number(version), QString::number(SessionFormatVersion)));
    }
    if (r.failed())
        return;

    const QString created = r.string(L1("created"));
    session->created = QDateTime::fromString(created, Qt::ISODate);
    if (!created.isEmpty() && !session->created.isValid())
        r.fail(L1("created"), Text::tr("'%1' is not a date and time such as 2026-11-30T13:00:00Z").arg(created));

    ObjectReader app(r.object(L1("app")), &r, L1("app"));
    app.skip(L1("name")); // the writer names itself again
    app.skip(L1("version"));
    r.keep(app);

    ObjectReader machine(r.object(L1("machine")), &r, L1("machine"));
    session->machine = readMachine(machine);
    r.keep(machine);

    // Drives are independent of each other: they are read on every core,
    // which matters for sessions of many drives. The first problem in file
    // order is the one reported.
    struct DriveJob
    {
        qsizetype index = 0;
        QJsonObject object;
        Problem problem;
        DriveRecord drive;
    };
    const QJsonArray drives = r.array(L1("drives"), Need::Required);
    QList<DriveJob> jobs(drives.size());
    for (qsizetype i = 0; i < drives.size() && !r.failed(); ++i) {
        jobs[i].index = i;
        jobs[i].object = r.element(L1("drives"), drives, i);
    }
    if (r.failed())
        return;
    DriveJob *const slots = jobs.data(); // detached here, once, not in the workers
    // Threads refused only slow the reading down: every drive is read.
    static_cast<void>(parallelFor(jobs.size(), [&r, slots](qsizetype i) {
        DriveJob &job = slots[i];
        ObjectReader drive(job.object, &job.problem, &r, L1("drives"), job.index);
        job.drive = readDrive(drive);
    }));
    for (DriveJob &job : jobs) {
        if (job.problem.found()) {
            r.report(job.problem);
            return;
        }
        session->drives.append(std::move(job.drive));
    }
    session->extra = r.extra();
}

// "line 3, column 14" for a byte offset into the document.
QString lineAndColumn(const QByteArray &json, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, json.size());
    const QByteArrayView before(json.constData(), offset);
    const qsizetype line = before.count('\n') + 1;
    const qsizetype lineStart = json.lastIndexOf('\n', offset - 1) + 1;
    return Text::tr("line %1, column %2").arg(QString::number(line), QString::number(offset - lineStart + 1));
}

} // namespace

Status sessionFromJson(const QByteArray &json, const QString &name, Session *session)
{
    QJsonParseError parseError{};
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return Status::failure(
            Text::tr("%1: %2: %3")
                .arg(shownPath(name), lineAndColumn(json, parseError.offset), parseError.errorString()));
    }
    if (!document.isObject())
        return Status::failure(Text::tr("%1: line 1, column 1: expected a JSON object").arg(shownPath(name)));

    Problem problem;
    Session loaded;
    ObjectReader root(document.object(), &problem);
    readSession(root, &loaded);
    if (problem.found())
        return Status::failure(Text::tr("%1: %2: %3").arg(shownPath(name), problem.place, problem.what));
    for (DriveRecord &drive : loaded.drives)
        drive.origin = name;
    *session = std::move(loaded);
    return Status::ok();
}

Status loadSession(const QString &path, Session *session)
{
    if (path.isEmpty())
        return Status::failure(Text::tr("no session file named"));
    // Only a regular file, read no further than the limit: a device, a
    // named pipe or a folder named as a session is refused, never waited on.
    QByteArray json;
    if (Status status = readRegularFile(path, LargestFileBytes, &json); !status)
        return status;
    return sessionFromJson(json, path, session);
}

} // namespace cm

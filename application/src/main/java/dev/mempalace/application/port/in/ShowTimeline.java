package dev.mempalace.application.port.in;

import java.util.List;

/** The workspace's notes by the day their file last changed, newest first: notes written and sessions imported. */
public interface ShowTimeline {

    List<TimelineEntry> timeline();
}

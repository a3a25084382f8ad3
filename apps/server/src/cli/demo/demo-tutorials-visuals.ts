import { code, h3, h4, image, important, js, note, ol, sub, table, tip, ul, warning } from './demo-rich-text';
import type { DemoTutorial } from './demo-types';

/** The demo's tutorials on what players see and hear: lighting, animation, audio, UI, particles and shaders. */
export const visualsTutorials: DemoTutorial[] = [
  {
    key: 'tut-lighting-basics',
    title: 'Light a scene with directional, point, and spot lights',
    description:
      'Learn what each light type is for, how intensity, color, and range shape a space, and how shadows and ambient light make a scene easy to read.',
    skillLevel: 'beginner',
    durationMinutes: 30,
    isExercise: false,
    topicKeys: ['lighting'],
    industryKeys: ['architecture', 'film-animation'],
    skillKeys: ['skill-lighting-rendering'],
    points: [{ category: 'artAnimation', point: 30 }],
    steps: [
      {
        title: 'Set the sun with a directional light',
        type: 'text',
        body: [
          'Select `Directional Light` in the Hierarchy. A directional light behaves like the sun: its position does not matter, only its rotation. Rotate it with the Rotate tool ([[E]]) and watch the shadows sweep across the floor.',
          ul(
            'A low sun, 15 to 25 degrees above the horizon, throws long shadows and dramatic light.',
            'A high sun near noon flattens the scene: shapes lose their shading and read less clearly.',
            'A pale yellow reads as daylight; orange reads as late afternoon.',
          ),
          h3('Move the sun from a script'),
          'A day-night cycle is nothing more than a slow rotation. Attach this to the directional light:',
          code('csharp', { filename: 'SunCycle.cs', highlightLines: '9' })`
            using UnityEngine;

            public class SunCycle : MonoBehaviour
            {
                [SerializeField] private float secondsPerDay = 120f;

                void Update()
                {
                    transform.Rotate(Vector3.right, 360f / secondsPerDay * Time.deltaTime);
                }
            }
          `,
        ],
      },
      {
        title: 'Add point and spot lights',
        type: 'text',
        body: [
          'The engine has three everyday light types. Each one answers a different question: where is the sun, where is the lamp, where should the viewer look?',
          image(
            'light-types',
            'Three panels, each with a white cube on a floor. Directional: parallel yellow rays cross the whole panel, the floor is evenly lit and the cube casts a long parallel shadow. Point: a glowing bulb lights a round pool that fades toward a dashed circle marking its range, and the shadow points away from the bulb. Spot: a lamp shines a cone onto a bright pool around the cube; outside the cone the floor stays dark.',
            'Directional, point and spot lights on the same cube: one direction everywhere, every direction from a point, one cone.',
          ),
          table(
            ['Type', 'Behaves like', 'Position matters', 'Rotation matters', 'Typical use'],
            [
              ['Directional', 'The sun or the moon', 'No', 'Yes', 'Outdoor daylight, the scene’s key light'],
              ['Point', 'A bare bulb', 'Yes', 'No', 'Lamps, torches, glowing pickups'],
              ['Spot', 'A torch or a stage light', 'Yes', 'Yes', 'Drawing the eye, headlights, security lights'],
              ['Area (baked only)', 'A window or a light panel', 'Yes', 'Yes', 'Soft interior light'],
            ],
          ),
          h3('Place a point light'),
          ol(
            'Choose **+ > Light > Point Light** and place it inside a lamp model.',
            'Set **Range** to about 8: the light fades to nothing at that distance.',
            'Raise **Intensity** until the area around the lamp is lit without washing out the walls.',
          ),
          h3('Aim a spot light'),
          'Add a **Spot Light** and aim it at a doorway. Its **Spot Angle** sets the width of the cone: a narrow cone draws the eye to one object, which is why stage designers and level designers use spots to guide attention.',
          tip(
            'Tell a story with color temperature. Warm light around 3000 K feels inviting; cool light of 6500 K and above feels clinical or moonlit. A warm interior seen against a cool exterior is a classic way to add depth.',
          ),
        ],
      },
      {
        title: 'Control shadows',
        type: 'text',
        body: [
          'Set **Shadow Type** to **Soft Shadows** on the directional light. Shadows anchor objects to the ground; without them, objects seem to float.',
          warning(
            'Every real-time light that casts shadows renders the scene again from its own point of view. Enable shadows only on the lights that need them, and keep small decorative point lights shadowless.',
          ),
          h3('Fix shadow artifacts'),
          table(
            ['Artifact', 'What you see', 'Fix'],
            [
              ['Shadow acne', 'Stripes or dots of shadow on lit, flat surfaces', 'Raise **Bias** a little at a time'],
              [
                'Peter panning',
                'Shadows detached from the objects that cast them',
                'Lower **Bias**, raise **Normal Bias** slightly',
              ],
              [
                'Blurry shadows far away',
                'Soft, blocky shadow edges in the distance',
                'Lower the shadow distance in the quality settings',
              ],
            ],
          ),
          'Change one value at a time, in small steps, until both acne and peter panning are gone.',
        ],
      },
      {
        title: 'Balance ambient light and review the result',
        type: 'text',
        body: [
          'Open **Window > Rendering > Lighting** and find the **Environment** section. Ambient light fills the shadows:',
          ul(
            'For outdoor scenes, use the skybox as the source, so shadows take on the color of the sky.',
            'For interiors, use a dark color, so shadows stay deep.',
          ),
          h3('Review like a lighting artist'),
          ol(
            'Look at the Game view, not the Scene view: the camera’s view is the one that counts.',
            'Switch each light off and on again to judge what it contributes. A light that changes nothing should go.',
            sub('Check the three signs of a well-lit scene:', [
              'one clear brightest point where the eye lands first;',
              'readable shapes inside the shadows;',
              'no large areas of flat, featureless gray.',
            ]),
          ),
        ],
      },
    ],
  },
  {
    key: 'tut-baked-lighting',
    title: 'Bake global illumination for an interior',
    description:
      'Precompute bounced light into lightmaps for a static interior, add light probes for moving objects, and submit before-and-after screenshots of your baked room.',
    skillLevel: 'intermediate',
    durationMinutes: 50,
    isExercise: true,
    topicKeys: ['lighting', 'optimization'],
    industryKeys: ['architecture'],
    skillKeys: ['skill-lighting-rendering'],
    points: [{ category: 'artAnimation', point: 45 }],
    steps: [
      {
        title: 'Mark static geometry',
        type: 'text',
        body: [
          'Open an interior scene with walls, a floor, a ceiling and furniture. Select every object that never moves and tick **Static** at the top right of the Inspector, or open its drop-down and enable **Contribute GI** only.',
          'Only static objects receive lightmaps. Doors, props the player can pick up and characters stay dynamic: they get their indirect light from light probes, which you add later in this tutorial.',
          important(
            'Lightmaps need a second set of UVs in which no two faces overlap. In each model’s import settings, enable **Generate Lightmap UVs** and click **Apply**, unless your artist already authored a second UV channel.',
          ),
        ],
      },
      {
        title: 'Set light modes and bake',
        type: 'text',
        body: [
          'Select each light and choose its **Mode**:',
          table(
            ['Mode', 'Direct light', 'Bounced light', 'Shadows of moving objects', 'Can change while playing'],
            [
              ['Baked', 'Baked', 'Baked', 'No', 'No'],
              ['Mixed', 'Real time', 'Baked', 'Yes', 'Color and intensity only, in some modes'],
              ['Realtime', 'Real time', 'None (or real-time GI)', 'Yes', 'Yes'],
            ],
          ),
          'Use **Baked** for lights that never change, **Mixed** for the main lights that moving objects must cast shadows from, and **Realtime** for lights that flicker or move.',
          h3('Run the bake'),
          ol(
            'Open **Window > Rendering > Lighting** and create a new Lighting Settings asset.',
            'Set **Lightmap Resolution** to 20 texels per unit to start.',
            'Click **Generate Lighting** and follow the progress bar at the bottom right of the Editor. A small room bakes in a minute or two.',
          ),
          'After the bake, light bounces off the floor onto the walls and under tables, and corners darken naturally. This bounced light, global illumination, is what makes an interior feel real, and because it is stored in textures it costs almost nothing while the game runs.',
          tip('Iterate with a low resolution and a low sample count; raise them only for the final bake.'),
        ],
      },
      {
        title: 'Add light probes for dynamic objects',
        type: 'text',
        body: [
          ol(
            'Choose **+ > Light > Light Probe Group**.',
            'Click **Edit Light Probes** and place probes in a grid through the room.',
            'Add extra probes where the light changes quickly: near windows, under tables, in doorways.',
            'Generate lighting again.',
          ),
          'Move a dynamic sphere through the room in Play mode. It brightens near the window and darkens in corners, because it blends the bounced light stored in the nearest probes.',
          note(
            'Probes store light at points, not on surfaces, so they cannot show a sharp shadow edge crossing a character. That is what the Mixed lights’ real-time shadows are for.',
          ),
        ],
      },
      {
        title: 'Fix common artifacts',
        type: 'text',
        body: [
          table(
            ['You see', 'Likely cause', 'Fix'],
            [
              [
                'Light leaking along the bottom of walls',
                'Walls and floor only touch edge to edge',
                'Overlap them slightly and give walls real thickness',
              ],
              [
                'Visible seams between neighbors',
                'Very different lightmap resolutions',
                'Give neighboring objects similar **Scale in Lightmap** values',
              ],
              ['Blotchy, noisy shadows', 'Too few samples', 'Raise the indirect sample count or enable a denoiser'],
              [
                'Black or stretched patches',
                'Overlapping lightmap UVs',
                'Enable **Generate Lightmap UVs** or fix the second UV channel',
              ],
            ],
          ),
          'Change one thing at a time and re-bake, so you know which change fixed what.',
        ],
      },
      {
        title: 'Submit before-and-after screenshots',
        type: 'submission',
        submissionType: 'image',
        body: [
          ol(
            'Take a screenshot from the Game view with real-time direct lighting only.',
            'Bake, and take another from the same camera. Keep the exposure identical so the comparison is fair.',
            'Submit both images with your lightmap resolution and bake time.',
          ),
          h4('What reviewers look for'),
          ul(
            'Visible bounced light and soft contact shadows under furniture.',
            'No light leaks along walls.',
            'A dynamic object lit by the probes consistently with the room.',
          ),
        ],
      },
    ],
  },
  {
    key: 'tut-post-processing',
    title: 'Add mood with post-processing volumes',
    description:
      'Use global and local volumes to apply tonemapping, color grading, bloom, and vignette, and learn how each effect changes the feel of a shot.',
    skillLevel: 'intermediate',
    durationMinutes: 25,
    engineVersionRange: '2022.3_',
    isExercise: false,
    topicKeys: ['lighting', 'vfx'],
    industryKeys: ['film-animation'],
    skillKeys: ['skill-lighting-rendering'],
    points: [{ category: 'artAnimation', point: 25 }],
    steps: [
      {
        title: 'Create a global volume',
        type: 'text',
        body: [
          ol(
            'In the Hierarchy, choose **+ > Volume > Global Volume**.',
            'In the Inspector, click **New** next to **Profile** to create a volume profile asset.',
          ),
          'The profile stores the effects, so several scenes can share one look, and changing the profile changes them all.',
          important(
            'Tick **Post Processing** in the **Rendering** section of your camera. Without it volumes have no effect on that camera, which is the most common reason effects seem not to work.',
          ),
        ],
      },
      {
        title: 'Set tonemapping and exposure',
        type: 'text',
        body: [
          'Click **Add Override** and choose **Tonemapping**. Tonemapping compresses the high dynamic range of the lighting into the range a screen can show, so bright areas keep detail instead of clipping to flat white.',
          table(
            ['Mode', 'Look', 'Choose it for'],
            [
              ['None', 'Bright areas clip to white', 'Stylized scenes lit to stay within range'],
              [
                'Neutral',
                'Compresses highlights with little change of color',
                'A faithful starting point for your own grade',
              ],
              [
                'ACES',
                'Filmic contrast, saturated colors desaturate as they brighten',
                'A cinematic look out of the box',
              ],
            ],
          ),
          'Then add **Color Adjustments** and tune **Post Exposure** until the midtones look right, before touching **Contrast** and **Saturation**.',
          tip('Correct exposure before you stylize, just as a photographer fixes exposure before applying filters.'),
        ],
      },
      {
        title: 'Add bloom, vignette, and color grading',
        type: 'text',
        body: [
          table(
            ['Override', 'Setting', 'Start at', 'Why'],
            [
              ['Bloom', 'Threshold', '1', 'Only genuinely bright pixels, lamps and sun glints, glow'],
              ['Bloom', 'Intensity', '0.3', 'Bloom works best when viewers barely notice it'],
              ['Vignette', 'Intensity', '0.25', 'Gently darkens the frame’s edges to focus the center'],
              ['Split Toning', 'Shadows / Highlights', 'Blue / orange', 'A common cinematic grade'],
            ],
            [undefined, undefined, 'right', undefined],
          ),
          'Toggle each override with the checkbox beside its name to judge whether it improves the shot.',
          note('If you cannot see the difference an effect makes, it is probably not worth its cost on the GPU.'),
        ],
      },
      {
        title: 'Blend local volumes',
        type: 'text',
        body: [
          ol(
            'Choose **+ > Volume > Box Volume** to create a local volume with a box collider.',
            'Place it around a cave entrance and give it its own profile, with lower exposure and a green-tinted grade.',
            'Set **Blend Distance** to 3 so the look fades in as the camera approaches.',
            'Give it a higher **Priority** than the global volume, so its values win inside the box.',
          ),
          'Fly the camera through the entrance in Play mode to watch the transition.',
          h3('Drive a volume from gameplay'),
          'A volume’s `weight` blends its whole profile in and out, which makes a damage flash a few lines of code. Give a second global volume a red vignette, set its **Weight** to 0, and call `Flash` when the player is hit:',
          code('csharp', { filename: 'DamageFlash.cs', highlightLines: '9,13' })`
            using UnityEngine;
            using UnityEngine.Rendering;

            public class DamageFlash : MonoBehaviour
            {
                [SerializeField] private Volume volume;
                [SerializeField] private float fadeSeconds = 0.4f;

                public void Flash() => volume.weight = 1f;

                void Update()
                {
                    volume.weight = Mathf.MoveTowards(volume.weight, 0f, Time.deltaTime / fadeSeconds);
                }
            }
          `,
        ],
      },
    ],
  },
  {
    key: 'tut-animator-state-machine',
    title: 'Drive a character with an Animator state machine',
    description:
      'Set up an Animator Controller with idle, walk, and jump states, connect them with parameter-driven transitions, and control them from your movement script.',
    skillLevel: 'intermediate',
    durationMinutes: 45,
    isExercise: false,
    topicKeys: ['animation', 'scripting'],
    industryKeys: ['games'],
    skillKeys: ['skill-character-animation', 'skill-csharp-scripting'],
    points: [
      { category: 'artAnimation', point: 30 },
      { category: 'programming', point: 15 },
    ],
    steps: [
      {
        title: 'Import a rigged character',
        type: 'text',
        body: [
          ol(
            'Import a rigged character model and its animation clips into the Project window.',
            'Select the model and open the **Rig** tab of its import settings.',
            'Set **Animation Type** to **Humanoid** and click **Apply**.',
          ),
          'The engine maps the model’s bones onto a standard humanoid skeleton. Check the result with **Configure**: every required bone should be green.',
          note(
            'A humanoid rig lets you reuse animation clips across characters with different proportions, which is why most character packs are set up this way.',
          ),
        ],
      },
      {
        title: 'Create an Animator Controller',
        type: 'text',
        body: [
          ol(
            'Right-click in the Project window, choose **Create > Animator Controller** and name it HeroAnimator.',
            'Assign it to the **Controller** field of the character’s `Animator` component.',
            'Double-click it to open the Animator window.',
            'Drag the Idle, Walk and Jump clips into the graph.',
          ),
          'Each clip becomes a state. The first one you add turns orange: it is the default state, the one the character starts in. If Idle is not orange, right-click it and choose **Set as Layer Default State**.',
        ],
      },
      {
        title: 'Add parameters and transitions',
        type: 'text',
        body: [
          'Parameters are the bridge between your scripts and the state machine. Add three in the **Parameters** tab:',
          table(
            ['Parameter', 'Type', 'Set from code with', 'Meaning'],
            [
              ['Speed', 'Float', '`SetFloat`', 'How fast the character moves horizontally'],
              ['Grounded', 'Bool', '`SetBool`', 'Whether it stands on something'],
              ['Jump', 'Trigger', '`SetTrigger`', 'Fires once, then resets itself'],
            ],
          ),
          'Then connect the states:',
          ol(
            'Right-click Idle, choose **Make Transition** and click Walk. Select the new arrow, untick **Has Exit Time** so it can fire at once, and add the condition **Speed Greater 0.1**.',
            'Make the way back from Walk to Idle with **Speed Less 0.1**.',
            'Make a transition from **Any State** to Jump with the **Jump** trigger as its condition.',
            'Make one from Jump back to Idle when **Grounded** is true.',
          ),
          image(
            'animator-states',
            'The Animator window. Parameters on the left: Speed (a float, 0.0), Grounded (a ticked bool) and Jump (a trigger). In the graph, Entry leads to the orange default state Idle, which is playing. Idle goes to Walk when Speed > 0.1, and Walk comes back when Speed < 0.1. Any State goes to Jump on the Jump trigger, and Jump returns to Idle when Grounded. An unconnected Exit node sits in the corner.',
            'The finished state machine while Idle plays: conditions on the arrows, parameters on the left.',
          ),
          tip('Keep transition durations short, 0.1 to 0.2 seconds, so the character responds quickly to input.'),
        ],
      },
      {
        title: 'Control the Animator from code',
        type: 'text',
        body: [
          'Add a component beside your movement script that tells the Animator what the character is doing:',
          code('csharp', { filename: 'HeroAnimation.cs', highlightLines: '5-7,17-18' })`
            using UnityEngine;

            public class HeroAnimation : MonoBehaviour
            {
                private static readonly int SpeedId = Animator.StringToHash("Speed");
                private static readonly int GroundedId = Animator.StringToHash("Grounded");
                private static readonly int JumpId = Animator.StringToHash("Jump");

                [SerializeField] private Animator animator;
                [SerializeField] private CharacterController controller;

                void Update()
                {
                    Vector3 horizontal = controller.velocity;
                    horizontal.y = 0f;

                    animator.SetFloat(SpeedId, horizontal.magnitude);
                    animator.SetBool(GroundedId, controller.isGrounded);
                }

                // Called by the movement script when the jump input fires.
                public void OnJumped() => animator.SetTrigger(JumpId);
            }
          `,
          note(
            'Parameter names are easy to mistype, and a string is looked up on every call. `Animator.StringToHash` turns each name into an integer once; the integer overloads are faster, and a typo shows up in one place.',
          ),
        ],
      },
      {
        title: 'Debug the state machine',
        type: 'text',
        body: [
          'Enter Play mode with the character selected and the Animator window open. The active state shows a blue progress bar and transitions light up as they fire, so you can see exactly why a character is stuck.',
          table(
            ['Symptom', 'Look at'],
            [
              [
                'A transition never fires',
                'Its conditions, and whether **Has Exit Time** makes it wait for the clip to end',
              ],
              [
                'The character slides while walking',
                'The speed in your code against the speed the walk clip was animated at',
              ],
              ['Jump plays twice', 'A trigger set again before the first one was consumed'],
              ['The character snaps between poses', 'Transition durations of 0'],
            ],
          ),
        ],
      },
    ],
  },
  {
    key: 'tut-blend-trees',
    title: 'Smooth locomotion with blend trees',
    description:
      'Replace separate idle, walk, and run states with one blend tree that mixes clips by speed and direction, then submit a build of your character moving smoothly.',
    skillLevel: 'intermediate',
    durationMinutes: 35,
    isExercise: true,
    topicKeys: ['animation'],
    industryKeys: ['games'],
    skillKeys: ['skill-character-animation'],
    points: [{ category: 'artAnimation', point: 35 }],
    steps: [
      {
        title: 'Create a 1D blend tree',
        type: 'text',
        body: [
          ol(
            'In the Animator window, right-click empty space and choose **Create State > From New Blend Tree**.',
            'Name it Locomotion and double-click it.',
            'In the Inspector, set **Blend Type** to **1D** and **Parameter** to **Speed**.',
            'Click **+** under **Motion** three times and assign Idle, Walk and Run.',
            'Untick **Automate Thresholds** and type the thresholds below.',
          ),
          table(
            ['Motion', 'Threshold (m/s)'],
            [
              ['Idle', '0'],
              ['Walk', '1.5'],
              ['Run', '5'],
            ],
            [undefined, 'right'],
          ),
          'The thresholds are the speeds at which each clip was animated. At a Speed of 3 the engine plays Walk and Run at roughly half weight each.',
          important('Thresholds that match the clips’ real speeds are what keep the feet from sliding.'),
        ],
      },
      {
        title: 'Switch to a 2D blend tree for strafing',
        type: 'text',
        body: [
          'For characters that strafe, set **Blend Type** to **2D Freeform Directional** and use two parameters, VelocityX and VelocityZ. Add clips for moving forward, backward, left and right at walking and running speed, plus Idle at 0, 0.',
          'The blend diagram shows each clip as a dot and the current parameter values as a red dot. Drag the red dot in the preview to see how the clips mix before you write any code.',
          'The parameters are the character’s own velocity, so convert the world velocity into local space first:',
          code('csharp', { filename: 'StrafeAnimation.cs', highlightLines: '1' })`
            Vector3 local = transform.InverseTransformDirection(controller.velocity);
            animator.SetFloat(VelocityXId, local.x);
            animator.SetFloat(VelocityZId, local.z);
          `,
        ],
      },
      {
        title: 'Smooth the parameters',
        type: 'text',
        body: [
          'Raw input jumps from 0 to 1 in a single frame, which makes the blend pop. The damped overload of `SetFloat` eases the value toward its target instead:',
          code('csharp', { filename: 'HeroAnimation.cs' })`
            // Reaches the target in about a tenth of a second.
            animator.SetFloat(SpeedId, targetSpeed, 0.1f, Time.deltaTime);
          `,
          'Recreate the transitions between Locomotion and Jump. One blend tree now replaces several states and a web of transitions, which keeps the graph readable as you add more movement.',
          tip(
            'Call the damped overload every frame, even when the target has not changed, or the value stops short of it.',
          ),
        ],
      },
      {
        title: 'Submit your locomotion build',
        type: 'submission',
        submissionType: 'webgl',
        body: [
          'Build a test area with a long straight path and a circular track, then make a desktop or WebGL build. Submit it with a screenshot of your blend tree in the Inspector showing its thresholds.',
          h4('What reviewers check'),
          ul(
            'The character accelerates from idle to run without popping.',
            'The feet do not visibly slide at any speed.',
            'Jumping still works from every speed.',
          ),
        ],
      },
    ],
  },
  {
    key: 'tut-timeline-cutscene',
    title: 'Sequence a short cutscene on the Timeline',
    description:
      'Choreograph a camera move, character animation, and audio on a Timeline to create a 20-second opening shot that plays when the level starts.',
    skillLevel: 'beginner',
    durationMinutes: 40,
    engineVersionRange: '2021.3_2023.2',
    isExercise: false,
    topicKeys: ['animation', 'audio'],
    industryKeys: ['film-animation', 'games'],
    skillKeys: ['skill-character-animation'],
    points: [{ category: 'artAnimation', point: 40 }],
    steps: [
      {
        title: 'Create a Timeline asset',
        type: 'text',
        body: [
          ol(
            'Create an empty game object named IntroCutscene.',
            'Open **Window > Sequencing > Timeline**.',
            'With IntroCutscene selected, click **Create** in the Timeline window and save the asset as Intro.',
          ),
          'The engine adds a `PlayableDirector` component to IntroCutscene: it is what plays the Timeline.',
          'The Timeline window works like a video editor: tracks are stacked vertically, time runs from left to right, and clips sit on tracks. Scrub the playhead to preview any moment in the Scene view.',
        ],
      },
      {
        title: 'Animate the camera',
        type: 'text',
        body: [
          ol(
            'Drag your cutscene camera from the Hierarchy onto the Timeline and choose **Add Animation Track**.',
            'Click the red record button on the track.',
            'Move the playhead to 0 and position the camera, then move it to 5 seconds and position the camera again. Each change records a keyframe.',
            'Stop recording and scrub the playhead to review the move.',
          ),
          tip(
            'Open the track’s curves view and ease the keys in and out, so the camera does not start and stop abruptly. Real camera operators never jerk into a move.',
          ),
        ],
      },
      {
        title: 'Add character animation and audio',
        type: 'text',
        body: [
          table(
            ['Track', 'Drives', 'In this cutscene'],
            [
              ['Animation Track', 'An `Animator` or a `Transform`', 'The camera move and the character’s wave'],
              ['Audio Track', 'An `AudioSource`', 'Music and footsteps'],
              ['Activation Track', 'Whether a game object is active', 'The title card from 15 to 20 seconds'],
              ['Signal Track', 'Events your scripts receive', 'Telling gameplay the intro has ended'],
            ],
          ),
          ul(
            'Drag the character onto the Timeline for a second animation track and drop a Wave clip on it at 2 seconds. Overlapping two clips on one track creates a blend; the overlap’s length is the blend’s duration.',
            'Add an **Audio Track** and drop a music clip and a footstep sound onto it.',
            'Use an **Activation Track** to show a title card from 15 to 20 seconds.',
          ),
          note(
            'Align sound effects to the exact frames where the action happens: even a few frames of delay feel wrong to an audience.',
          ),
        ],
      },
      {
        title: 'Play the cutscene in game',
        type: 'text',
        body: [
          'On the `PlayableDirector`, tick **Play On Awake** so the cutscene starts with the scene, and set **Wrap Mode** to **None** so it stops at the end. Then hand control back to the player when it stops:',
          code('csharp', { filename: 'IntroCutscene.cs', highlightLines: '10-11,19-23' })`
            using UnityEngine;
            using UnityEngine.Playables;

            public class IntroCutscene : MonoBehaviour
            {
                [SerializeField] private PlayableDirector director;
                [SerializeField] private GameObject gameplayCamera;
                [SerializeField] private PlayerMover player;

                void OnEnable() => director.stopped += OnCutsceneStopped;
                void OnDisable() => director.stopped -= OnCutsceneStopped;

                void Start()
                {
                    gameplayCamera.SetActive(false);
                    player.enabled = false;
                }

                private void OnCutsceneStopped(PlayableDirector _)
                {
                    gameplayCamera.SetActive(true);
                    player.enabled = true;
                }
            }
          `,
          'Press Play and watch the full sequence in the Game view. Film and animation teams use this same workflow to render previsualization shots straight from the engine, so keep camera moves motivated and cuts easy to follow.',
        ],
      },
    ],
  },
  {
    key: 'tut-audio-sources',
    title: 'Add sound effects and music with audio sources',
    description:
      'Play background music and one-shot sound effects with audio sources and a single audio listener, and trigger sounds from your scripts.',
    skillLevel: 'foundational',
    durationMinutes: 20,
    isExercise: false,
    topicKeys: ['audio'],
    industryKeys: [],
    skillKeys: ['skill-interactive-audio'],
    points: [{ category: 'audio', point: 20 }],
    steps: [
      {
        title: 'Understand sources and the listener',
        type: 'text',
        body: [
          'Sound in the engine works like speakers and a microphone in a room. An `AudioSource` plays a clip from a position in the scene; the `AudioListener`, usually on `Main Camera`, is the microphone that hears it.',
          important('A scene should have exactly one active listener. The Console warns you when there are more.'),
          'Import a music track and a few short sound effects into an `Audio` folder, then select a clip to see its import settings. The **Load Type** decides how it is held in memory:',
          table(
            ['Load Type', 'Memory', 'CPU when played', 'Use for'],
            [
              ['Decompress On Load', 'High', 'Lowest', 'Short, frequent effects: footsteps, clicks'],
              ['Compressed In Memory', 'Low', 'Some, to decompress', 'Medium clips such as dialogue lines'],
              ['Streaming', 'Lowest', 'Some, plus disk reads', 'Long music and ambience tracks'],
            ],
          ),
        ],
      },
      {
        title: 'Play background music',
        type: 'text',
        body: [
          ol(
            'Create an empty game object named Music and add an `AudioSource`.',
            'Assign the music clip to its **AudioClip** field and tick **Play On Awake** and **Loop**.',
            'Set **Spatial Blend** to 0, fully 2D, so the music sounds the same wherever the camera goes.',
            'Lower **Volume** to about 0.5.',
          ),
          note(
            'Music that competes with sound effects makes a game feel noisy. You balance levels properly with the audio mixer in a later tutorial.',
          ),
        ],
      },
      {
        title: 'Trigger one-shot effects from code',
        type: 'text',
        body: [
          'Add an `AudioSource` to the player and untick **Play On Awake**. `PlayOneShot` lets several sounds overlap on one source without cutting each other off, and a little randomness keeps repeated sounds from tiring the ear:',
          code('csharp', { filename: 'Footsteps.cs', highlightLines: '15-16' })`
            using UnityEngine;

            [RequireComponent(typeof(AudioSource))]
            public class Footsteps : MonoBehaviour
            {
                [SerializeField] private AudioClip[] steps;
                [SerializeField, Range(0f, 0.2f)] private float pitchVariation = 0.05f;

                private AudioSource source;

                void Awake() => source = GetComponent<AudioSource>();

                public void PlayStep()
                {
                    source.pitch = 1f + Random.Range(-pitchVariation, pitchVariation);
                    source.PlayOneShot(steps[Random.Range(0, steps.Length)]);
                }
            }
          `,
          'Give `steps` three or four footstep recordings and call `PlayStep` whenever a foot touches the ground. Small variations make a big difference.',
          tip(
            'Call `PlayStep` from an animation event on the walk clip’s contact frames, and the footsteps stay in sync with the feet at any speed.',
          ),
        ],
      },
    ],
  },
  {
    key: 'tut-audio-mixer',
    title: 'Balance your game with the audio mixer',
    description:
      'Route sounds through mixer groups, duck music under dialogue, switch snapshots for the pause menu, and expose volumes to a settings screen.',
    skillLevel: 'intermediate',
    durationMinutes: 35,
    isExercise: false,
    topicKeys: ['audio'],
    industryKeys: ['games'],
    skillKeys: ['skill-interactive-audio'],
    points: [{ category: 'audio', point: 35 }],
    steps: [
      {
        title: 'Create a mixer and groups',
        type: 'text',
        body: [
          ol(
            'In the Project window, choose **Create > Audio Mixer**, name it MainMixer, and open it.',
            'The Master group already exists. Click **+** next to **Groups** to add Music, SFX and Dialogue as its children.',
            'Select each `AudioSource` in your scene and set its **Output** to the matching group.',
          ),
          'Every sound now passes through a group, and each group’s fader controls a whole category at once:',
          code('plaintext')`
            Master
            ├── Music
            ├── SFX
            └── Dialogue
          `,
        ],
      },
      {
        title: 'Duck music under dialogue',
        type: 'text',
        body: [
          ol(
            'Select the Music group, click **Add Effect** at the bottom of its strip and choose **Duck Volume**.',
            'Select the Dialogue group, add a **Send** effect, and point it at the Music group’s Duck Volume.',
            'Adjust **Threshold** and **Attack Time** so the music dips quickly when speech starts and recovers smoothly afterwards.',
          ),
          'Whenever dialogue plays, the music drops on its own, so every line stays intelligible. This technique, sidechain ducking, is used in almost every game and film mix.',
        ],
      },
      {
        title: 'Switch snapshots',
        type: 'text',
        body: [
          'A snapshot stores every fader and effect setting of the mixer.',
          ol(
            'Rename the default snapshot to Gameplay and click **+** next to **Snapshots** to add one named Paused.',
            'Add a **Lowpass Simple** effect to Master. Leave its cutoff at 22000 Hz in Gameplay, and set it to 800 Hz in Paused.',
          ),
          code('csharp', { filename: 'PauseAudio.cs', highlightLines: '9' })`
            using UnityEngine;
            using UnityEngine.Audio;

            public class PauseAudio : MonoBehaviour
            {
                [SerializeField] private AudioMixerSnapshot gameplay;
                [SerializeField] private AudioMixerSnapshot paused;

                public void SetPaused(bool isPaused) => (isPaused ? paused : gameplay).TransitionTo(0.3f);
            }
          `,
          'The mix glides between the two states over 0.3 seconds, which sounds far more polished than a hard cut.',
          warning(
            'A pause menu usually sets `Time.timeScale` to 0, and a mixer that follows game time then freezes halfway through the transition. Select the mixer asset and set its **Update Mode** to **Unscaled Time**.',
          ),
        ],
      },
      {
        title: 'Lab: map a volume slider to decibels',
        type: 'lab',
        body: [
          'In your project, right-click the **Volume** field of the Music group in the Inspector, choose **Expose ‘Volume (of Music)’ to script**, and rename it MusicVolume in the **Exposed Parameters** drop-down. A settings script then sets it from a slider with `mixer.SetFloat("MusicVolume", decibels)`. The lab on this step, written in JavaScript, practices the part that is easy to get wrong: turning the slider’s value into decibels.',
          'The scene holds a slider track, `slider`, from x = -2 to x = 2, its `knob`, and a `meter` bar that shows the music volume: 4 m tall at 0 dB, 1 m shorter for every 20 dB, and gone at -80 dB. Clicking sets the slider: the starter’s `onClick(scene, point)` turns the click’s `point.x` into a value from 0 to 1, moves the knob there and calls `setMusicVolume`.',
          'That function scales the meter in step with the slider, but mixer volumes are in decibels, a logarithmic scale, while a slider moves from 0 to 1. Converting logarithmically makes the slider feel even along its whole length:',
          code('javascript')`
            const decibels = Math.log10(Math.max(linear, 0.0001)) * 20;
          `,
          table(
            ['Slider', 'Mixer volume'],
            [
              ['1', '0 dB (unchanged)'],
              ['0.5', 'about -6 dB'],
              ['0.1', '-20 dB'],
              ['0', '-80 dB (silent)'],
            ],
            ['right', 'right'],
          ),
          'Rewrite `setMusicVolume` so the meter shows the decibels: its height is `(decibels + 80) / 20` meters, and its `position.y` half of that, so the bar stands on the ground. The checks move the slider to 1, 0.5, 0.1 and 0 and measure the meter.',
          tip(
            'In your project, also save the slider’s value with `PlayerPrefs.SetFloat` and read it back with `PlayerPrefs.GetFloat` at startup, so the player’s choice survives a restart.',
          ),
        ],
        lab: {
          scene: js`
            // A settings slider from x = -2 to x = 2, and a meter bar showing the music volume.
            scene.add({ name: 'slider', shape: 'cube', position: { x: 0, y: 0.05, z: 2 }, scale: { x: 4, y: 0.1, z: 0.3 }, color: '#64748b' });
            scene.add({ name: 'knob', shape: 'sphere', position: { x: 2, y: 0.25, z: 2 }, scale: 0.5, color: '#f8fafc' });
            scene.add({ name: 'meter', shape: 'cube', position: { x: 0, y: 2, z: -1 }, scale: { x: 1, y: 4, z: 1 }, color: '#22c55e' });
          `,
          starter: js`
            // The slider runs from x = -2 (0, silent) to x = 2 (1, full volume).
            const left = -2;
            const right = 2;

            function onClick(scene, point) {
              const linear = Math.min(Math.max((point.x - left) / (right - left), 0), 1);
              scene.find('knob').position.x = left + linear * (right - left);
              setMusicVolume(scene, linear);
            }

            // Shows the music volume on the meter: 4 m tall at 0 dB, 1 m shorter every 20 dB, gone at -80 dB.
            function setMusicVolume(scene, linear) {
              const meter = scene.find('meter');
              meter.scale.y = linear * 4; // in step with the slider: half the slider, half the height
              meter.position.y = meter.scale.y / 2;
            }
          `,
          hints: [
            'Convert first: `const decibels = Math.log10(Math.max(linear, 0.0001)) * 20;`. The `Math.max` keeps a slider at 0 from becoming minus infinity.',
            'With the decibels in hand, the meter’s height is `(decibels + 80) / 20`: 4 at 0 dB, 3 at -20 dB, 0 at -80 dB.',
          ],
          checks: [
            {
              message: 'At full volume, slider 1, the meter shows 0 dB: 4 m tall, standing on the ground.',
              code: js`
                const meter = lab.find('meter');
                if (!meter) return false;
                lab.click(2, 0);
                return Math.abs(meter.scale.y - 4) < 0.01 && Math.abs(meter.position.y - 2) < 0.01;
              `,
            },
            {
              message:
                'The slider is logarithmic: at 0.5 the meter shows about -6 dB (3.70 m), at 0.1 it shows -20 dB (3 m).',
              code: js`
                const meter = lab.find('meter');
                if (!meter) return false;
                lab.click(0, 0);
                const half = meter.scale.y;
                lab.click(-1.6, 0);
                const tenth = meter.scale.y;
                return Math.abs(half - 3.699) < 0.01 && Math.abs(tenth - 3) < 0.01;
              `,
            },
            {
              message: 'At 0 the music is silent: -80 dB, and the meter is gone.',
              code: js`
                const meter = lab.find('meter');
                if (!meter) return false;
                lab.click(-2, 0);
                return Math.abs(meter.scale.y) < 0.01;
              `,
            },
          ],
          solution: js`
            const left = -2;
            const right = 2;

            function onClick(scene, point) {
              const linear = Math.min(Math.max((point.x - left) / (right - left), 0), 1);
              scene.find('knob').position.x = left + linear * (right - left);
              setMusicVolume(scene, linear);
            }

            function setMusicVolume(scene, linear) {
              const decibels = Math.log10(Math.max(linear, 0.0001)) * 20;
              const meter = scene.find('meter');
              meter.scale.y = (decibels + 80) / 20;
              meter.position.y = meter.scale.y / 2;
            }
          `,
        },
      },
    ],
  },
  {
    key: 'tut-spatial-audio',
    title: 'Place sounds in 3D space',
    description:
      'Make sounds come from where things are by configuring spatial blend, distance rolloff, and reverb zones, then submit a short playable soundscape.',
    skillLevel: 'intermediate',
    durationMinutes: 30,
    isExercise: true,
    topicKeys: ['audio', 'level-design'],
    industryKeys: ['simulation', 'games'],
    skillKeys: ['skill-interactive-audio'],
    points: [{ category: 'audio', point: 30 }],
    steps: [
      {
        title: 'Turn on 3D sound',
        type: 'text',
        body: [
          'Put an `AudioSource` on a waterfall or a machine in your scene and set **Spatial Blend** to 1. Enter Play mode and move the camera around: the sound pans between the left and right speakers and grows quieter with distance.',
          tip(
            'Use mono clips for 3D sources. The engine places a mono signal precisely in space, while a stereo clip keeps much of its recorded stereo image and does not localize as convincingly.',
          ),
        ],
      },
      {
        title: 'Shape distance rolloff',
        type: 'text',
        body: [
          'Expand the source’s **3D Sound Settings**:',
          table(
            ['Setting', 'What it does', 'Start with'],
            [
              [
                'Min Distance',
                'Within this radius the sound plays at full volume',
                '1 m for footsteps, 10 m for a waterfall',
              ],
              ['Max Distance', 'Beyond it, the volume stops falling', '50 m'],
              ['Volume Rolloff', 'How volume falls between the two', 'Logarithmic, like the real world'],
              ['Doppler Level', 'Pitch shift of moving sources', '0 for most sounds'],
              ['Spread', 'How wide the sound is in the speakers', '0 for point sources'],
            ],
          ),
          'For gameplay-critical sounds, such as an enemy reloading, a custom rolloff curve gives you control: keep the sound audible across the whole arena, then drop it sharply. Drag the curve points in the graph and check the result in Play mode.',
          note(
            'The Doppler shift is realistic for fast vehicles, but it makes footsteps and voices warble whenever the camera moves quickly.',
          ),
        ],
      },
      {
        title: 'Add reverb zones',
        type: 'text',
        body: [
          ol(
            'Add an `AudioReverbZone` to a cave or a hall.',
            'Choose a preset such as **Cave** or **Hallway**.',
            'Set its **Min Distance** and **Max Distance** to cover the room.',
          ),
          'Sounds heard while the listener is inside the zone gain reflections that match the space.',
          'Reverb is a strong cue for size and material. A small tiled bathroom and a stone cathedral sound different even with identical footsteps, and players feel that difference before they consciously notice it.',
        ],
      },
      {
        title: 'Submit your soundscape',
        type: 'submission',
        submissionType: 'webgl',
        body: [
          'Build a small environment with at least three spatial sound sources and one reverb zone, for example a stream, a campfire and wind howling in a cave. Make a desktop or WebGL build and submit it with a screenshot of one source’s 3D Sound Settings.',
          h4('What reviewers listen for, on headphones'),
          ul(
            'Sounds pan correctly as the camera turns.',
            'They fade naturally with distance.',
            'They take on reverb inside the zone.',
          ),
        ],
      },
    ],
  },
  {
    key: 'tut-ui-hud',
    title: 'Build a heads-up display with the UI toolkit',
    description:
      'Lay out a health bar, score counter, and objective text with the UI toolkit, style them with a style sheet, and bind them to game data from C#.',
    skillLevel: 'beginner',
    durationMinutes: 40,
    isExercise: false,
    topicKeys: ['ui', 'scripting'],
    industryKeys: ['games'],
    skillKeys: ['skill-ui-development', 'skill-csharp-scripting'],
    points: [
      { category: 'programming', point: 20 },
      { category: 'essentials', point: 20 },
    ],
    steps: [
      {
        title: 'Create a UI document',
        type: 'text',
        body: [
          ol(
            'In the Project window, choose **Create > UI Toolkit > UI Document** and name it Hud.',
            'Choose **Create > UI Toolkit > Style Sheet** and name it HudStyles.',
            'Add a game object named HudRoot with a `UIDocument` component, and assign the Hud document and a **Panel Settings** asset to it.',
          ),
          'Panel Settings controls how the UI scales with the screen:',
          table(
            ['Scale Mode', 'The UI…', 'Use for'],
            [
              ['Constant Pixel Size', 'keeps its size in pixels', 'Editor tools, pixel art'],
              ['Scale With Screen Size', 'scales with the screen from a reference resolution', 'Most game HUDs'],
              ['Constant Physical Size', 'keeps its size in millimeters', 'Touch controls'],
            ],
          ),
          'Choose **Scale With Screen Size** with a reference resolution of 1920 × 1080, so the HUD keeps its proportions on a small laptop and on a 4K monitor alike.',
        ],
      },
      {
        title: 'Lay out the elements',
        type: 'text',
        body: [
          'Open Hud in the UI Builder and build this tree, or write it directly in the document:',
          code('plaintext', { filename: 'Hud.uxml' })`
            <ui:UXML xmlns:ui="UnityEngine.UIElements">
                <ui:VisualElement name="top-bar" class="top-bar">
                    <ui:Label name="score-label" class="hud-text" text="Score: 0" />
                    <ui:ProgressBar name="health-bar" class="health-bar" low-value="0" high-value="100" value="100" />
                </ui:VisualElement>
                <ui:Label name="objective-label" class="hud-text" text="Find the reactor core" />
            </ui:UXML>
          `,
          important(
            'Name elements carefully: your code finds them by `name`, and a renamed element breaks that lookup without any compiler error.',
          ),
          'Layout follows the flexbox rules of the web. The next step makes the top bar a row, with the score and the health bar pushed to opposite sides.',
        ],
      },
      {
        title: 'Style with a style sheet',
        type: 'text',
        body: [
          'Attach HudStyles to the document and write the rules. Style sheets keep visual decisions in one place, much like CSS on the web:',
          code('plaintext', { filename: 'HudStyles.uss', highlightLines: '2-3,18-20' })`
            .top-bar {
                flex-direction: row;
                justify-content: space-between;
                padding: 24px 48px;
            }

            .hud-text {
                font-size: 32px;
                -unity-font-style: bold;
                color: white;
                text-shadow: 2px 2px 4px rgba(0, 0, 0, 0.6);
            }

            .health-bar {
                width: 400px;
            }

            .health-low .unity-progress-bar__progress {
                background-color: rgb(220, 38, 38);
            }
          `,
          tip(
            'Code adds or removes the `health-low` class; it never sets a color itself. Artists can then change how low health looks without touching a script.',
          ),
        ],
      },
      {
        title: 'Bind the HUD to game data',
        type: 'text',
        body: [
          'Do not poll every frame. Your gameplay scripts raise events when a value changes (`ScoreKeeper.ScoreChanged` from the collisions tutorial, and a `HealthChanged` event on the player’s health), and the HUD listens:',
          code('csharp', { filename: 'HudController.cs', highlightLines: '16-17,19-20,25-26' })`
            using UnityEngine;
            using UnityEngine.UIElements;

            [RequireComponent(typeof(UIDocument))]
            public class HudController : MonoBehaviour
            {
                [SerializeField] private ScoreKeeper scoreKeeper;
                [SerializeField] private Health playerHealth;

                private Label scoreLabel;
                private ProgressBar healthBar;

                void OnEnable()
                {
                    VisualElement root = GetComponent<UIDocument>().rootVisualElement;
                    scoreLabel = root.Q<Label>("score-label");
                    healthBar = root.Q<ProgressBar>("health-bar");

                    scoreKeeper.ScoreChanged += ShowScore;
                    playerHealth.HealthChanged += ShowHealth;
                }

                void OnDisable()
                {
                    scoreKeeper.ScoreChanged -= ShowScore;
                    playerHealth.HealthChanged -= ShowHealth;
                }

                private void ShowScore(int score) => scoreLabel.text = $"Score: {score}";

                private void ShowHealth(float health)
                {
                    healthBar.value = health;
                    healthBar.EnableInClassList("health-low", health < 25f);
                }
            }
          `,
          warning(
            'Every `+=` in `OnEnable` needs its `-=` in `OnDisable`. A handler left subscribed keeps a destroyed HUD alive and runs on it, which ends in errors the next time the score changes.',
          ),
        ],
      },
      {
        title: 'Test on different screens',
        type: 'text',
        body: [
          'In the Game view, switch between several resolutions and aspect ratios:',
          ul(
            '16:9 at 1920 × 1080, the reference;',
            'a narrow 4:3;',
            'an ultrawide 21:9;',
            'a phone in portrait, if you target mobile.',
          ),
          'Check that nothing overlaps or runs off the screen.',
          tip(
            'Keep important information away from the very edges, where televisions may crop the picture and phone notches may cover it. A margin of about 5 percent on each side is a safe default.',
          ),
        ],
      },
    ],
  },
  {
    key: 'tut-ui-menus',
    title: 'Design a main menu and pause screen',
    description:
      'Create a navigable main menu and a pause screen that freezes gameplay, support mouse, keyboard, and gamepad, and submit a build with working menus.',
    skillLevel: 'intermediate',
    durationMinutes: 45,
    isExercise: true,
    topicKeys: ['ui'],
    industryKeys: ['games'],
    skillKeys: ['skill-ui-development'],
    points: [
      { category: 'programming', point: 25 },
      { category: 'systemsDesign', point: 20 },
    ],
    steps: [
      {
        title: 'Plan the menu flow',
        type: 'text',
        body: [
          'Sketch the screens before building them. Every arrow in your sketch becomes a button handler:',
          ul(
            sub('Main Menu', ['Play: loads the first level', 'Settings: opens Settings', 'Quit: closes the game']),
            sub('Settings', ['Music and effects volume sliders', 'Back: returns to the screen that opened it']),
            sub('Pause', ['Resume', 'Settings', 'Main Menu']),
          ),
          'Put the main menu in its own scene named MainMenu. In the build profile’s scene list, add MainMenu and your gameplay scene, with MainMenu first so it loads first.',
        ],
      },
      {
        title: 'Build the main menu layout',
        type: 'text',
        body: [
          'Create a UI document named MainMenu with a centered column of `Button` elements. Name each one, such as `play-button`, and give them a shared `menu-button` class:',
          code('plaintext', { filename: 'MainMenu.uss', highlightLines: '15-18' })`
            .menu-button {
                min-width: 320px;
                padding: 16px 32px;
                margin: 8px;
                font-size: 28px;
                border-width: 0;
                background-color: rgb(40, 44, 52);
                color: white;
            }

            .menu-button:hover {
                background-color: rgb(60, 66, 78);
            }

            .menu-button:focus {
                border-width: 4px;
                border-color: rgb(250, 204, 21);
            }
          `,
          important(
            'Visible focus matters: players using a keyboard or a gamepad need to see which button is selected. Never remove the focus style without replacing it with something clearer.',
          ),
        ],
      },
      {
        title: 'Hook up the buttons',
        type: 'text',
        body: [
          code('csharp', { filename: 'MainMenuController.cs', highlightLines: '13,16' })`
            using UnityEngine;
            using UnityEngine.SceneManagement;
            using UnityEngine.UIElements;

            [RequireComponent(typeof(UIDocument))]
            public class MainMenuController : MonoBehaviour
            {
                void OnEnable()
                {
                    VisualElement root = GetComponent<UIDocument>().rootVisualElement;
                    Button play = root.Q<Button>("play-button");

                    play.clicked += () => SceneManager.LoadScene("Level01");
                    root.Q<Button>("quit-button").clicked += Quit;

                    play.Focus();
                }

                private static void Quit()
                {
                    Debug.Log("Quit requested");
                    Application.Quit();
                }
            }
          `,
          ul(
            '`Application.Quit` does nothing inside the Editor, so the log line confirms the button works.',
            '`play.Focus()` selects Play when the menu opens, so a gamepad player can confirm at once without first moving the selection.',
          ),
          h3('Test every input'),
          table(
            ['To', 'Keyboard', 'Gamepad', 'Mouse'],
            [
              ['Move the selection', '[[↑]] [[↓]] or [[Tab]]', 'D-pad or left stick', 'Point'],
              ['Press the selected button', '[[Enter]] or [[Space]]', 'South button', 'Click'],
              ['Go back', '[[Esc]]', 'East button', '—'],
            ],
          ),
        ],
      },
      {
        title: 'Pause the game',
        type: 'text',
        body: [
          'Add a UI action map to your PlayerControls asset with a Pause action bound to [[Esc]] and the gamepad’s Start button. Then create a Pause document in the gameplay scene, hidden at first, and a script that shows it:',
          code('csharp', { filename: 'PauseMenu.cs', highlightLines: '32-33,35-36' })`
            using UnityEngine;
            using UnityEngine.InputSystem;
            using UnityEngine.UIElements;

            public class PauseMenu : MonoBehaviour
            {
                [SerializeField] private UIDocument pauseDocument;

                private PlayerControls controls;
                private bool paused;

                void Awake() => controls = new PlayerControls();

                void OnEnable()
                {
                    controls.UI.Pause.performed += OnPause;
                    controls.UI.Enable();
                    SetPaused(false);
                }

                void OnDisable()
                {
                    controls.UI.Pause.performed -= OnPause;
                    controls.Disable();
                }

                private void OnPause(InputAction.CallbackContext _) => SetPaused(!paused);

                public void SetPaused(bool value)
                {
                    paused = value;
                    Time.timeScale = paused ? 0f : 1f;
                    pauseDocument.rootVisualElement.style.display = paused ? DisplayStyle.Flex : DisplayStyle.None;

                    if (paused) controls.Gameplay.Disable();
                    else controls.Gameplay.Enable();
                }
            }
          `,
          note(
            'With `Time.timeScale` at 0, `Update` still runs but `Time.deltaTime` is 0, so movement and physics stop. Animations and UI that must keep moving during the pause should use unscaled time, such as `Time.unscaledDeltaTime`.',
          ),
          'Disabling the gameplay map while paused means a press of Jump on the pause screen does not make the character leap the moment the game resumes.',
        ],
      },
      {
        title: 'Submit your menu build',
        type: 'submission',
        submissionType: 'webgl',
        body: [
          'Build the game with both scenes and test the full loop: start from the main menu, play, pause, change a setting, resume, and return to the main menu. Submit the build and two screenshots of your menus.',
          h4('What reviewers check'),
          ul(
            'Every button works with a mouse, a keyboard and a gamepad.',
            'Focus is always visible.',
            'The game freezes completely while paused.',
          ),
        ],
      },
    ],
  },
  {
    key: 'tut-particle-basics',
    title: 'Make sparks and smoke with particle systems',
    description:
      'Build two classic effects, a burst of sparks and a rising column of smoke, by tuning the emission, shape, lifetime, and color modules of a particle system.',
    skillLevel: 'beginner',
    durationMinutes: 30,
    isExercise: false,
    topicKeys: ['vfx'],
    industryKeys: ['games', 'film-animation'],
    skillKeys: ['skill-shaders-vfx'],
    points: [{ category: 'artAnimation', point: 30 }],
    steps: [
      {
        title: 'Create a particle system',
        type: 'text',
        body: [
          'In the Hierarchy, choose **+ > Effects > Particle System**. Soft white particles start streaming upwards. The Inspector shows the main module at the top and collapsible modules below it, each adding one kind of behavior.',
          'While the system is selected, the **Particle Effect** overlay in the Scene view offers Play, Restart and Stop buttons and a **Playback Speed** field.',
          tip(
            'Lower the playback speed to 0.2 when tuning fast effects such as sparks: you see every particle’s path.',
          ),
        ],
      },
      {
        title: 'Build a spark burst',
        type: 'text',
        body: [
          table(
            ['Module', 'Setting', 'Value'],
            [
              ['Main', 'Duration / Looping', '1 / off'],
              ['Main', 'Start Lifetime', '0.3 to 0.8'],
              ['Main', 'Start Speed', '6 to 12'],
              ['Main', 'Start Size', '0.03 to 0.06'],
              ['Main', 'Gravity Modifier', '1, so sparks arc downwards'],
              ['Emission', 'Rate over Time', '0'],
              ['Emission', 'Bursts', 'One at time 0, count 40'],
              ['Shape', 'Shape / Angle', 'Cone / 60'],
              ['Color over Lifetime', 'Gradient', 'Bright yellow to deep orange, alpha to 0'],
              ['Renderer', 'Render Mode', 'Stretched Billboard, Speed Scale 0.05'],
            ],
          ),
          'Ranges are typed by switching a field to **Random Between Two Constants** with the small arrow beside it.',
          note(
            'The stretched billboard makes each spark streak along its direction of travel, which reads as speed far better than round dots.',
          ),
        ],
      },
      {
        title: 'Build rising smoke',
        type: 'text',
        body: [
          'Create a second system named Smoke:',
          ul(
            sub('Main module:', [
              'keep **Looping** on;',
              '**Start Lifetime** 4, **Start Speed** 0.5 to 1, **Start Size** 0.8 to 1.5;',
              '**Start Rotation** 0 to 360, so the puffs do not look stamped.',
            ]),
            '**Size over Lifetime**: a curve growing from 0.5 to 2.',
            '**Rotation over Lifetime**: a slow spin.',
            '**Color over Lifetime**: dark gray at 60 percent opacity fading to light gray at 0.',
            '**Noise**: low strength, so the column drifts and curls.',
          ),
          'Assign a material with a soft smoke texture in the Renderer module. Its blend mode matters:',
          table(
            ['Blend mode', 'Overlapping particles', 'Suits'],
            [
              ['Additive', 'Get brighter, toward white', 'Sparks, fire, magic, glows'],
              ['Alpha blended', 'Cover each other', 'Smoke, dust, debris'],
            ],
          ),
        ],
      },
      {
        title: 'Combine and reuse the effect',
        type: 'text',
        body: [
          'Make Smoke a child of the spark system and save the pair as a prefab named ImpactEffect. Playing the parent plays all its children, so a rich effect can be several simple systems layered together.',
          'Set the main module’s **Stop Action** to **Destroy**, so each instance removes itself when it has finished, then spawn it where a raycast hits:',
          code('csharp', { filename: 'Weapon.cs', highlightLines: '5' })`
            [SerializeField] private ParticleSystem impactEffectPrefab;

            private void ShowImpact(RaycastHit hit)
            {
                Instantiate(impactEffectPrefab, hit.point, Quaternion.LookRotation(hit.normal));
            }
          `,
          tip(
            'For effects that fire constantly, such as a machine gun’s impacts, reuse instances from an object pool instead of creating and destroying them.',
          ),
        ],
      },
    ],
  },
  {
    key: 'tut-shader-graph-intro',
    title: 'Create your first node-based shader',
    description:
      'Build a lit, tintable shader in the node-based shader editor, expose its properties to materials, and animate it over time to create a pulsing energy surface.',
    skillLevel: 'intermediate',
    durationMinutes: 40,
    isExercise: false,
    topicKeys: ['shaders'],
    industryKeys: ['games'],
    skillKeys: ['skill-shaders-vfx'],
    points: [{ category: 'artAnimation', point: 40 }],
    steps: [
      {
        title: 'Create a shader graph',
        type: 'text',
        body: [
          ol(
            'In the Project window, choose **Create > Shader Graph > URP > Lit Shader Graph** and name it EnergySurface.',
            'Right-click the shader asset and choose **Create > Material** to make a material that uses it.',
            'Drag the material onto a sphere in the scene.',
            'Double-click the shader to open the graph editor.',
          ),
          'The **Master Stack** on the right holds the outputs: Base Color, Normal, Metallic, Smoothness, Emission and Alpha. Each time you click **Save Asset**, the sphere updates.',
        ],
      },
      {
        title: 'Expose properties',
        type: 'text',
        body: [
          ol(
            'Open the **Blackboard** and click **+** to add a **Color** property named Tint and a **Texture2D** property named Pattern.',
            'Drag both into the graph and connect Tint to **Base Color**.',
            'Click **Save Asset**, then select the material: the Inspector now shows Tint and Pattern fields.',
          ),
          'Exposed properties let artists make many materials from one shader, such as blue and red versions of the same energy shield.',
          h3('Change a property from a script'),
          'Each property has a **Reference** name, such as `_Tint`. Scripts set values through it:',
          code('csharp', { filename: 'ShieldColour.cs', highlightLines: '5,11' })`
            using UnityEngine;

            public class ShieldColour : MonoBehaviour
            {
                private static readonly int TintId = Shader.PropertyToID("_Tint");

                [SerializeField] private Renderer shield;

                public void SetTeam(Color color)
                {
                    shield.material.SetColor(TintId, color);
                }
            }
          `,
          warning(
            'Keep reference names stable once code depends on them: renaming `_Tint` silently breaks every script that sets it.',
          ),
        ],
      },
      {
        title: 'Combine textures and math',
        type: 'text',
        body: [
          'Add a **Sample Texture 2D** node, connect Pattern to its Texture input, multiply its RGBA output by Tint with a **Multiply** node, and connect the result to **Emission**. The pattern now glows in the tint color.',
          'Shaders are arithmetic on colors and vectors, and four nodes cover most of it:',
          table(
            ['Node', 'Does', 'Use it to'],
            [
              ['Multiply', 'A × B, channel by channel', 'Tint or darken'],
              ['Add', 'A + B', 'Brighten, layer glows'],
              ['Lerp', 'Blends A to B by T between 0 and 1', 'Mix two looks with a mask'],
              ['Remap', 'Maps one range of values onto another', 'Turn -1 to 1 into 0.4 to 1'],
            ],
          ),
          'Every node has a preview window, so you can follow the maths step by step.',
        ],
      },
      {
        title: 'Animate with time',
        type: 'text',
        body: [
          h3('Pulse'),
          'Add a **Time** node and connect its **Sine Time** output to a **Remap** node that maps -1 to 1 onto 0.4 to 1. Multiply the emission by the result, and the surface pulses smoothly.',
          h3('Scroll'),
          'Put a **Tiling And Offset** node in front of the texture sample and feed Time multiplied by a Vector2 speed property into its Offset input. The texture slides across the surface without any script running.',
          h3('Or write the maths in HLSL'),
          'When a node network grows unwieldy, a **Custom Function** node runs your own HLSL. Set its **Type** to **File**, point it at this file and its **Name** to `Pulse`:',
          code('hlsl', { filename: 'Pulse.hlsl', highlightLines: '4-5' })`
            // Shader Graph calls Pulse_float or Pulse_half, depending on the graph's precision.
            void Pulse_float(float Time, float Speed, float Minimum, out float Out)
            {
                float wave = sin(Time * Speed) * 0.5 + 0.5; // 0 to 1
                Out = lerp(Minimum, 1.0, wave);
            }
          `,
          note('The node’s inputs and outputs must match the function’s parameters in name, order and type.'),
        ],
      },
      {
        title: 'Check performance and platform support',
        type: 'text',
        body: [
          'Every node becomes GPU instructions that run for each pixel the object covers. The same graph costs far more on a full-screen effect than on a small prop, so keep graphs as simple as the look allows.',
          warning(
            'Preview the material on your lowest-end target early. Many texture samples or complex maths can be slow on older mobile GPUs and in WebGL builds.',
          ),
        ],
      },
    ],
  },
  {
    key: 'tut-dissolve-shader',
    title: 'Build a dissolve effect with noise and alpha clipping',
    description:
      'Create a shader that burns an object away along a glowing edge, drive it from a script, and submit a build that shows the effect when an enemy is defeated.',
    skillLevel: 'advanced',
    durationMinutes: 50,
    isExercise: true,
    topicKeys: ['shaders', 'vfx'],
    industryKeys: ['games'],
    skillKeys: ['skill-shaders-vfx'],
    points: [
      { category: 'artAnimation', point: 40 },
      { category: 'programming', point: 10 },
    ],
    steps: [
      {
        title: 'Set up alpha clipping',
        type: 'text',
        body: [
          'Create a Lit Shader Graph named Dissolve. In the **Graph Inspector**, open **Graph Settings** and enable **Alpha Clipping**. The Master Stack gains an **Alpha Clip Threshold** input: any pixel whose Alpha is below the threshold is discarded.',
          note(
            'Alpha clipping keeps the material opaque, so it sorts and casts shadows like solid geometry. That is cheaper and more stable than true transparency for effects in which every pixel is either fully there or gone.',
          ),
        ],
      },
      {
        title: 'Drive the clipping with noise',
        type: 'text',
        body: [
          ol(
            'Add a **Simple Noise** node with a **Scale** of about 30 and connect its output to **Alpha**.',
            'Add a Float property named Progress, with the reference `_Progress`, shown as a slider from 0 to 1.',
            'Connect Progress to **Alpha Clip Threshold**.',
          ),
          'As Progress rises from 0 to 1, more of the noise falls below the threshold and the surface disappears in organic patches.',
          tip('Try Gradient Noise or a texture of your own for other looks, such as burning paper or digital blocks.'),
        ],
      },
      {
        title: 'Add a glowing edge',
        type: 'text',
        body: [
          ol(
            'Subtract Progress from the noise value.',
            'Connect the result to the **In** input of a **Step** node whose **Edge** is a new EdgeWidth property of about 0.05.',
            'Pass the Step output through a **One Minus** node.',
            'Multiply that by an HDR Color property named EdgeColor with a high intensity, and connect it to **Emission**.',
          ),
          'The result is 1 only where the surface is within EdgeWidth of being clipped: a thin band along the dissolving edge.',
          table(
            ['noise − Progress', 'Step(EdgeWidth, …)', 'One Minus', 'The pixel'],
            [
              ['below 0', '0', '1', 'Clipped: gone'],
              ['0 to EdgeWidth', '0', '1', 'The glowing edge'],
              ['above EdgeWidth', '1', '0', 'The untouched surface'],
            ],
          ),
          'With bloom enabled in your post-processing, the edge glows like embers.',
        ],
      },
      {
        title: 'Animate the effect from a script',
        type: 'text',
        body: [
          code('csharp', { filename: 'Dissolver.cs', highlightLines: '6,18,21,25' })`
            using System.Collections;
            using UnityEngine;

            public class Dissolver : MonoBehaviour
            {
                private static readonly int ProgressId = Shader.PropertyToID("_Progress");

                [SerializeField] private Renderer meshRenderer;
                [SerializeField] private Collider bodyCollider;
                [SerializeField] private float duration = 1.5f;

                public void Dissolve() => StartCoroutine(DissolveRoutine());

                private IEnumerator DissolveRoutine()
                {
                    bodyCollider.enabled = false; // no hits on a body that is disappearing

                    Material material = meshRenderer.material; // this enemy's own copy
                    for (float elapsed = 0f; elapsed < duration; elapsed += Time.deltaTime)
                    {
                        material.SetFloat(ProgressId, elapsed / duration);
                        yield return null;
                    }

                    Destroy(material);
                    Destroy(gameObject);
                }
            }
          `,
          important(
            'Reading `meshRenderer.material` creates a copy of the material for this renderer, which is what you want here: only this enemy dissolves. The copy is yours to destroy. When many objects need different values every frame, a `MaterialPropertyBlock` avoids the copies altogether.',
          ),
        ],
      },
      {
        title: 'Read the same effect as hand-written shader code',
        type: 'text',
        body: [
          'Shader Graph generates code for you. Written by hand for the Universal Render Pipeline, the heart of the same effect is short enough to read in one go:',
          code('shaderlab', { filename: 'Dissolve.shader', highlightLines: '50-53' })`
            Shader "Questline/Dissolve"
            {
                Properties
                {
                    _BaseMap ("Base Map", 2D) = "white" {}
                    _NoiseMap ("Noise", 2D) = "gray" {}
                    _Progress ("Progress", Range(0, 1)) = 0
                    _EdgeWidth ("Edge Width", Range(0, 0.2)) = 0.05
                    [HDR] _EdgeColor ("Edge Color", Color) = (4, 1.5, 0.3, 1)
                }

                SubShader
                {
                    Tags { "RenderType" = "TransparentCutout" "Queue" = "AlphaTest" "RenderPipeline" = "UniversalPipeline" }

                    Pass
                    {
                        HLSLPROGRAM
                        #pragma vertex vert
                        #pragma fragment frag
                        #include "Packages/com.unity.render-pipelines.universal/ShaderLibrary/Core.hlsl"

                        TEXTURE2D(_BaseMap);  SAMPLER(sampler_BaseMap);
                        TEXTURE2D(_NoiseMap); SAMPLER(sampler_NoiseMap);

                        CBUFFER_START(UnityPerMaterial)
                            float4 _BaseMap_ST;
                            float _Progress;
                            float _EdgeWidth;
                            half4 _EdgeColor;
                        CBUFFER_END

                        struct Attributes { float4 positionOS : POSITION; float2 uv : TEXCOORD0; };
                        struct Varyings { float4 positionCS : SV_POSITION; float2 uv : TEXCOORD0; };

                        Varyings vert(Attributes input)
                        {
                            Varyings output;
                            output.positionCS = TransformObjectToHClip(input.positionOS.xyz);
                            output.uv = TRANSFORM_TEX(input.uv, _BaseMap);
                            return output;
                        }

                        half4 frag(Varyings input) : SV_Target
                        {
                            half noise = SAMPLE_TEXTURE2D(_NoiseMap, sampler_NoiseMap, input.uv).r;
                            half4 color = SAMPLE_TEXTURE2D(_BaseMap, sampler_BaseMap, input.uv);

                            // The graph's nodes, line by line: clip below the threshold, glow just above it.
                            half cut = noise - _Progress;
                            clip(cut);
                            half edge = 1.0 - step(_EdgeWidth, cut);
                            color.rgb += _EdgeColor.rgb * edge;
                            return color;
                        }
                        ENDHLSL
                    }
                }
            }
          `,
          ul(
            '`clip(cut)` discards the pixel when `cut` is negative: that is Alpha Clipping.',
            '`1.0 - step(_EdgeWidth, cut)` is the Step and One Minus nodes.',
            'The names in `Properties` are the references your script sets, such as `_Progress`.',
          ),
          note(
            'This version is unlit and has no shadow pass, so it casts no shadows. Shader Graph writes the lighting and shadow passes for you, which is the main reason to use it.',
          ),
        ],
      },
      {
        title: 'Submit your dissolve build',
        type: 'submission',
        submissionType: 'webgl',
        body: [
          'Set up a scene where defeating an enemy triggers the dissolve, add a spark burst for extra punch, and make a desktop or WebGL build. Submit it with a screenshot of your shader graph.',
          h4('What reviewers check'),
          ul(
            'The effect is driven by a single Progress value.',
            'The edge glows.',
            'Shadows disappear together with the surface.',
            'Other enemies sharing the material are unaffected.',
          ),
        ],
      },
    ],
  },
];
